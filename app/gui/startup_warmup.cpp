// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/startup_warmup.h"

#include <QBuffer>
#include <QByteArray>
#include <QImageReader>

#include <dlfcn.h>
#include <pthread.h>
#include <sched.h>

namespace umpire {

namespace {

// FcInit() through the fontconfig Qt's font database linked, when there is one: RTLD_NOLOAD
// opens nothing new. It is safe from any thread, and Qt's own FcInit() then finds it done.
// Started beside Qt's, it would be done twice: hence fontsReady() for the GUI thread to wait on.
void loadFontConfiguration()
{
    void* fontconfig = dlopen("libfontconfig.so.1", RTLD_LAZY | RTLD_NOLOAD);
    if (fontconfig == nullptr)
        return;
    if (auto* init = reinterpret_cast<int (*)()>(dlsym(fontconfig, "FcInit")))
        init();
    dlclose(fontconfig);  // only drops the reference taken above
}

// One PNG read from memory takes the path the first icon takes: the plugin folder is scanned
// for a reader of the format, then Qt's own PNG reader runs.
void warmImageReaders()
{
    // The smallest PNG: one transparent pixel.
    static const unsigned char onePixel[] = {
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00,
        0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00,
        0x00, 0x00, 0x0b, 0x49, 0x44, 0x41, 0x54, 0x78, 0xda, 0x63, 0x60, 0x00, 0x02, 0x00, 0x00, 0x05, 0x00,
        0x01, 0xe9, 0xfa, 0xdc, 0xd8, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82};
    QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(onePixel), sizeof onePixel);
    QBuffer buffer(&bytes);
    QImageReader reader(&buffer, "png");
    (void)reader.read();
}

}  // namespace

struct StartupWarmup::Thread {
    cpu_set_t allowed;  ///< the cores the program may use: the thread's own once it has started
    pthread_t id{};
    bool started = false;
};

StartupWarmup::StartupWarmup()
    : fontsReady_(fonts_.get_future().share()),
      finished_(done_.get_future().share()),
      application_(applicationPromise_.get_future()),
      thread_(std::make_unique<Thread>())
{
    // A new thread waits on the core of the thread that made it until the scheduler next
    // balances: here 1-4 ms behind the busy GUI thread, as long as the warm-up itself. Started on
    // another core, it runs within 0.1 ms, then lets itself run anywhere.
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    if (sched_getaffinity(0, sizeof thread_->allowed, &thread_->allowed) == 0) {
        cpu_set_t others = thread_->allowed;
        const int here = sched_getcpu();
        if (here >= 0 && here < CPU_SETSIZE)
            CPU_CLR(here, &others);
        if (CPU_COUNT(&others) > 0)
            pthread_attr_setaffinity_np(&attributes, sizeof others, &others);
    } else {
        CPU_ZERO(&thread_->allowed);
    }
    thread_->started = pthread_create(&thread_->id, &attributes, &StartupWarmup::run, this) == 0;
    pthread_attr_destroy(&attributes);
    if (!thread_->started) {
        // No thread: the fonts here and now, the images with the window.
        loadFontConfiguration();
        fonts_.set_value();
        done_.set_value();
    }
}

StartupWarmup::~StartupWarmup()
{
    try {
        applicationPromise_.set_value();  // a main() that returned before its QApplication
    } catch (const std::future_error&) {  // already ready: the usual case
    }
    if (thread_->started)
        pthread_join(thread_->id, nullptr);
}

void* StartupWarmup::run(void* self)
{
    auto* warmup = static_cast<StartupWarmup*>(self);
    if (CPU_COUNT(&warmup->thread_->allowed) > 0)
        sched_setaffinity(0, sizeof warmup->thread_->allowed, &warmup->thread_->allowed);
    loadFontConfiguration();
    warmup->fonts_.set_value();
    warmup->application_.wait();
    warmImageReaders();
    warmup->done_.set_value();
    return nullptr;
}

void StartupWarmup::applicationReady() { applicationPromise_.set_value(); }

}  // namespace umpire
