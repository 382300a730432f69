// SPDX-License-Identifier: GPL-3.0-or-later
// An empty QMainWindow, shown and timed like `umpire --startup-time`: the floor any Qt Widgets
// program on this machine starts from. With --with-text the window holds one QLabel and one
// QLineEdit: the floor of a window that shows any text at all (the first text loads Qt's font
// database through fontconfig, and a font engine).
#include <QApplication>
#include <QEvent>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QTimer>
#include <QVBoxLayout>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <utility>

namespace {

/// Umpire's AfterFirstPaint, written again here so that this baseline owes nothing to umpire.
class FirstPaint : public QObject {
public:
    FirstPaint(QWidget* window, std::function<void()> then) : then_(std::move(then)) { window->installEventFilter(this); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !seen_) {
            seen_ = true;
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, [this] { then_(); });
        }
        return false;
    }

private:
    std::function<void()> then_;
    bool seen_ = false;
};

}  // namespace

int main(int argc, char** argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);  // takes Qt's own options (-platform, -style) out of argv
    bool withText = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--with-text") == 0) {
            withText = true;
        } else {
            std::fprintf(stderr, "umpire-empty-window: unknown option '%s' (the only one is --with-text)\n", argv[i]);
            return 2;
        }
    }
    QMainWindow window;
    if (withText) {
        auto* central = new QWidget;
        auto* layout = new QVBoxLayout(central);
        layout->addWidget(new QLabel(QStringLiteral("Procedure")));
        auto* field = new QLineEdit;
        field->setPlaceholderText(QStringLiteral("Search procedures"));
        layout->addWidget(field);
        layout->addStretch();
        window.setCentralWidget(central);
    }
    // Umpire's first size: the first frame fills a backing store of the same size on both sides.
    window.resize(1200, 800);
    window.show();
    // The same two moments as `umpire --startup-time`: the first turn of the event loop after the
    // show, and the turn after the window's first paint event (the frame drawn).
    const auto print = [&sinceStart](const char* what) {
        std::printf("%s after %.1f ms (steady clock %lld ns)\n", what, static_cast<double>(sinceStart.nsecsElapsed()) / 1e6,
                    static_cast<long long>(std::chrono::steady_clock::now().time_since_epoch().count()));
        std::fflush(stdout);
    };
    QTimer::singleShot(0, &window, [print] { print("usable window"); });
    FirstPaint drawn(&window, [&window, print] {
        print("drawn window");
        window.close();
    });
    return QApplication::exec();
}
