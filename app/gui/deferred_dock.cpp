// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/deferred_dock.h"

namespace umpire {

DeferredDock::DeferredDock(const QString& title, QWidget* parent) : QDockWidget(title, parent)
{
    // Connected before any subclass's own handler, so the inside is there when that one runs.
    // A dock behind another's tab is moved out of sight rather than hidden: this signal tells.
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            ensureContent();
    });
}

void DeferredDock::ensureContent() const
{
    if (built_)
        return;
    auto* self = const_cast<DeferredDock*>(this);
    self->built_ = true;  // first: what buildContent() calls may ask again
    self->buildContent();
}

}  // namespace umpire
