// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <vector>

namespace umpire {

struct Game;

/// The program's version and every loaded module with its version and file.
class AboutDialog : public QDialog {
    Q_OBJECT

public:
    AboutDialog(const std::vector<Game>& games, int moduleProblems, QWidget* parent = nullptr);
};

}  // namespace umpire
