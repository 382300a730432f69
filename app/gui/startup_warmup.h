// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <future>
#include <memory>

namespace umpire {

/// Loads, on another core while main() sets up Qt, what the window's first paint would
/// otherwise load on the GUI thread:
///  - the font configuration: fontconfig reads its XML files and font caches at the first text
///    (about 3 ms here), through the library Qt already loaded;
///  - Qt's image readers: the first image read scans the image-format plugins' folder (about
///    1.4 ms), and the toolbar and the dock title buttons read their icons from PNG files.
/// Nothing here changes what is loaded, only when and on which thread.
class StartupWarmup {
public:
    StartupWarmup();  ///< starts the font configuration at once, on a thread of its own
    ~StartupWarmup();  ///< waits for the thread
    StartupWarmup(const StartupWarmup&) = delete;
    StartupWarmup& operator=(const StartupWarmup&) = delete;

    /// The QApplication exists: the image readers are warmed next (they look for plugins on
    /// its library paths). Call once.
    void applicationReady();
    /// Ready once the font configuration is loaded (or could not be): the window's first text
    /// waits for it rather than load it a second time beside it.
    std::shared_future<void> fontsReady() const { return fontsReady_; }
    /// Ready once all of it is done: work that can wait (the module reader) waits for it
    /// rather than take the core the warm-up runs on.
    std::shared_future<void> finished() const { return finished_; }

private:
    struct Thread;  // POSIX: started on another core (startup_warmup.cpp says why)
    static void* run(void* self);

    std::promise<void> fonts_;
    std::shared_future<void> fontsReady_;
    std::promise<void> done_;
    std::shared_future<void> finished_;
    std::promise<void> applicationPromise_;
    std::future<void> application_;
    std::unique_ptr<Thread> thread_;
};

}  // namespace umpire
