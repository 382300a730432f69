// SPDX-License-Identifier: GPL-3.0-or-later
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "throwaway_server.h"

#include <QGuiApplication>

int main(int argc, char* argv[])
{
    // The PDF export lays out text, which needs a QGuiApplication; no display is needed.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int failed = Catch::Session().run(argc, argv);
    umpire::test::stopThrowAwayServer();
    return failed;
}
