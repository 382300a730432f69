// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/palette_theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

#include <memory>

namespace umpire {

namespace {

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabledText(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabledText);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::Highlight, QColor(0x35, 0x74, 0xc4));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x50));
    p.setColor(QPalette::Midlight, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::Mid, QColor(0x25, 0x26, 0x28));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    return p;
}

QPalette lightPalette()
{
    // A style made only to read its palette: owned here, not by the application.
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette p = fusion->standardPalette();
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x9a, 0x9a, 0x9a));
    return p;
}

}  // namespace

PaletteTheme::Kind PaletteTheme::fromName(const QString& name)
{
    if (name == QStringLiteral("light"))
        return Kind::Light;
    if (name == QStringLiteral("dark"))
        return Kind::Dark;
    return Kind::System;
}

QString PaletteTheme::name(Kind kind)
{
    switch (kind) {
    case Kind::System: return QStringLiteral("system");
    case Kind::Light: return QStringLiteral("light");
    case Kind::Dark: return QStringLiteral("dark");
    }
    return QStringLiteral("system");
}

void PaletteTheme::apply(Kind kind)
{
    // The style the platform (or -style on the command line) chose, as found on the first call.
    static const QString platformStyle = QApplication::style()->name();
    const QString wanted = kind == Kind::System ? platformStyle : QStringLiteral("fusion");
    if (QApplication::style()->name().compare(wanted, Qt::CaseInsensitive) != 0)
        QApplication::setStyle(QStyleFactory::create(wanted));
    switch (kind) {
    // Fusion draws the same on every platform and honours a custom palette fully.
    case Kind::Dark: QApplication::setPalette(darkPalette()); break;
    case Kind::Light: QApplication::setPalette(lightPalette()); break;
    // An empty palette resolves to the platform's own (desktop colours, accessibility themes).
    case Kind::System: QApplication::setPalette(QPalette()); break;
    }
}

bool PaletteTheme::isDark()
{
    const QPalette p = QApplication::palette();
    return p.color(QPalette::WindowText).lightness() > p.color(QPalette::Window).lightness();
}

}  // namespace umpire
