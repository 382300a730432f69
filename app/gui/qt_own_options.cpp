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
    static const struct {
        const char* name;
        bool takesValue;
    } options[] = {
        {"platform", true}, {"platformpluginpath", true}, {"platformtheme", true}, {"plugin", true},
        {"qwindowgeometry", true}, {"qwindowicon", true}, {"qwindowtitle", true}, {"session", true},
        {"style", true}, {"stylesheet", true}, {"display", true}, {"geometry", true},
        {"reverse", false}, {"widgetcount", false},
    };
    for (const auto& qt : options) {
        QCommandLineOption option(QString::fromLatin1(qt.name), QStringLiteral("Read by Qt."),
                                  qt.takesValue ? QStringLiteral("value") : QString());
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
}

}  // namespace umpire
