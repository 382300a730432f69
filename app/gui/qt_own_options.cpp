// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/qt_own_options.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace umpire {

void acceptQtOwnOptions(QCommandLineParser& parser)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    // Those of QGuiApplication and QApplication in Qt 6, and the X11 ones (-display, -geometry).
    // Not -qmljsdebugger: the parser knows that one already, and there is no QML here.
    static const char* const withValue[] = {"platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
                                            "qwindowicon", "qwindowtitle", "session", "style", "stylesheet",
                                            "display", "geometry"};
    static const char* const flags[] = {"reverse", "widgetcount"};
    for (const char* name : withValue) {
        QCommandLineOption option(QString::fromLatin1(name), QStringLiteral("Read by Qt."), QStringLiteral("value"));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
    for (const char* name : flags) {
        QCommandLineOption option(QString::fromLatin1(name), QStringLiteral("Read by Qt."));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
}

}  // namespace umpire
