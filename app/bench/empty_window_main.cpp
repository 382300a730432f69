// SPDX-License-Identifier: GPL-3.0-or-later
// An empty QMainWindow, shown and timed like `umpire --startup-time`: the floor any Qt Widgets
// program on this machine starts from.
#include <QApplication>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1100, 720);
    window.show();
    QTimer::singleShot(0, &window, [&] {
        std::printf("usable window after %.1f ms\n", static_cast<double>(sinceStart.nsecsElapsed()) / 1e6);
        std::fflush(stdout);
        window.close();
    });
    return QApplication::exec();
}
