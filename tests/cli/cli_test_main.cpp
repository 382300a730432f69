// SPDX-License-Identifier: GPL-3.0-or-later
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QCoreApplication>

int main(int argc, char** argv)
{
    // QProcess wants an application object; Catch2 reads the same arguments.
    QCoreApplication app(argc, argv);
    return Catch::Session().run(argc, argv);
}
