// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

namespace umpire {

/// A choice box narrower than its longest choice: the shown choice ends in "…" where it is
/// cut, and its tip gives it whole (Fusion would clip it mid-letter, with nothing to say so).
/// The list shows every choice whole, as any box's does.
class ElidingComboBox : public QComboBox {
    Q_OBJECT

public:
    explicit ElidingComboBox(QWidget* parent = nullptr);

    /// The current choice as the box draws it: whole, or shortened to fit with "…".
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QStyleOptionComboBox styleOption() const;
};

}  // namespace umpire
