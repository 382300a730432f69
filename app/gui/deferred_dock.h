// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

namespace umpire {

/// A dock whose inside is built the first time it comes into sight, or when something asks
/// for its widgets. Closed, or behind another dock's tab, it costs only its frame and its title
/// at start-up; its inside (item views, tables, their headers' text) costs about as much as the
/// rest of the window's panes.
class DeferredDock : public QDockWidget {
    Q_OBJECT

public:
    DeferredDock(const QString& title, QWidget* parent);

    bool contentBuilt() const { return built_; }

protected:
    /// Builds the inside and sets it with setWidget(); called once, before the dock is first
    /// seen or its widgets first read.
    virtual void buildContent() = 0;
    /// Builds the inside now unless it is built. Const: reading a widget is not a change of the
    /// dock, even when the widget has to be made first.
    void ensureContent() const;
    /// The widget `member` points to, the inside built first: what the accessors return.
    template <typename Widget>
    Widget* built(Widget* const& member) const
    {
        ensureContent();
        return member;
    }

private:
    bool built_ = false;
};

}  // namespace umpire
