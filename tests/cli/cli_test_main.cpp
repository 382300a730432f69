// SPDX-License-Identifier: GPL-3.0-or-later
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "throwaway_server.h"

#include <QCoreApplication>

int main(int argc, char** argv)
{
    // QProcess wants an application object; Catch2 reads the same arguments.
    QCoreApplication app(argc, argv);
    const int failed = Catch::Session().run(argc, argv);
    umpire::test::stopThrowAwayServer();
    return failed;
}
