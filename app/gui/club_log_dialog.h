// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace umpire {

/// Asks where a club's shared log is: the PostgreSQL server's host (or socket folder), port,
/// database, user and how to secure the link, and gives the address to open
/// (`postgresql://USER@HOST:PORT/DATABASE?sslmode=...`). There is no password field on
/// purpose: libpq reads it from ~/.pgpass, so no password is kept in Umpire's settings.
class ClubLogDialog : public QDialog {
    Q_OBJECT

public:
    /// `current`: a club log's address to start from (the one in use or last used), or empty.
    explicit ClubLogDialog(const QString& current, QWidget* parent = nullptr);

    /// The address the fields make.
    QString address() const;

    QLineEdit* host;
    QSpinBox* port;
    QLineEdit* database;
    QLineEdit* user;
    QComboBox* security;

private:
    void update();

    QLabel* shown_;
    QWidget* ok_;
};

}  // namespace umpire
