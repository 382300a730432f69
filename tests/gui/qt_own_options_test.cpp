// SPDX-License-Identifier: GPL-3.0-or-later
// The window's parser lets Qt's own options through (they were refused as unknown before
// QApplication could read them), keeps its own, and still refuses a misspelt one.
#include "gui/qt_own_options.h"

#include <QCommandLineParser>
#include <QTest>

using namespace umpire;

namespace {

struct WindowParser {
    QCommandLineParser parser;
    QCommandLineOption log{QStringLiteral("log"), QStringLiteral("Use the game log FILE."), QStringLiteral("FILE")};
    QCommandLineOption timing{QStringLiteral("startup-time"), QStringLiteral("Print the start-up times.")};
    QCommandLineOption help = parser.addHelpOption();
    QCommandLineOption version = parser.addVersionOption();
    WindowParser()
    {
        parser.addOptions({log, timing});
        acceptQtOwnOptions(parser);
    }
};

}  // namespace

class QtOwnOptionsTest : public QObject {
    Q_OBJECT

private slots:
    void qtOptionsPassAndOursAreKept()
    {
        WindowParser w;
        QVERIFY2(w.parser.parse({QStringLiteral("umpire"), QStringLiteral("-platform"), QStringLiteral("offscreen"),
                                 QStringLiteral("-style=fusion"), QStringLiteral("-reverse"), QStringLiteral("-qwindowgeometry"),
                                 QStringLiteral("800x600+0+0"), QStringLiteral("--log"), QStringLiteral("club.sqlite"),
                                 QStringLiteral("--startup-time")}),
                 qPrintable(w.parser.errorText()));
        QCOMPARE(w.parser.value(w.log), QStringLiteral("club.sqlite"));
        QVERIFY(w.parser.isSet(w.timing));
        QVERIFY(w.parser.positionalArguments().isEmpty());  // "offscreen" went to -platform
        QCOMPARE(w.parser.value(QStringLiteral("platform")), QStringLiteral("offscreen"));
        QCOMPARE(w.parser.value(QStringLiteral("style")), QStringLiteral("fusion"));
    }

    void aMisspeltOptionIsStillRefused()
    {
        WindowParser w;
        QVERIFY(!w.parser.parse({QStringLiteral("umpire"), QStringLiteral("--startup-tiem")}));
        QVERIFY2(w.parser.errorText().contains(QStringLiteral("startup-tiem")), qPrintable(w.parser.errorText()));
        WindowParser single;
        QVERIFY(!single.parser.parse({QStringLiteral("umpire"), QStringLiteral("-platfrom"), QStringLiteral("xcb")}));
    }

    void helpAndVersionStillAnswer()
    {
        WindowParser w;
        QVERIFY(w.parser.parse({QStringLiteral("umpire"), QStringLiteral("-h")}));
        QVERIFY(w.parser.isSet(w.help));
        WindowParser v;
        QVERIFY(v.parser.parse({QStringLiteral("umpire"), QStringLiteral("--version")}));
        QVERIFY(v.parser.isSet(v.version));
        // Qt's options stay out of the program's own help.
        QVERIFY(!w.parser.helpText().contains(QStringLiteral("platform")));
        QVERIFY(w.parser.helpText().contains(QStringLiteral("--log <FILE>")));
    }
};

QTEST_GUILESS_MAIN(QtOwnOptionsTest)
#include "qt_own_options_test.moc"
