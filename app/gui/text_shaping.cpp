// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/text_shaping.h"

#include <QApplication>
#include <QEvent>
#include <QFont>
#include <QFontDatabase>

namespace umpire {

namespace {

QFont withoutShaping(QFont font)
{
    font.setStyleStrategy(QFont::StyleStrategy(font.styleStrategy() | QFont::PreferNoShaping));
    return font;
}

/// A desktop font change arrives as a theme change: the desktop's general font is taken again.
class DesktopFontFollower : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::ThemeChange) {
            const QFont font = withoutShaping(QFontDatabase::systemFont(QFontDatabase::GeneralFont));
            if (font != QApplication::font())
                QApplication::setFont(font);
        }
        return QObject::eventFilter(watched, event);
    }
};

}  // namespace

void shapeTextOnlyWhereNeeded(QApplication& application)
{
    // QApplication::font() is the desktop's font here: nothing has set one yet. It is read from
    // the platform theme, without the font configuration the first text loads.
    QApplication::setFont(withoutShaping(QApplication::font()));
    application.installEventFilter(new DesktopFontFollower(&application));
}

}  // namespace umpire
