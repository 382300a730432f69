// SPDX-License-Identifier: GPL-3.0-or-later
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QCoreApplication>

int main(int argc, char* argv[])
{
    // Signals across the log writer's thread need an event loop.
    QCoreApplication app(argc, argv);
    return Catch::Session().run(argc, argv);
}
