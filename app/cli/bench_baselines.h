// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QSqlQuery;

namespace umpire {

/// The program `name` beside umpire-cli, or in the build tree's `buildFolder` next to it.
QString siblingProgram(const QString& name, const QString& buildFolder);

/// Times of a window's start-up, in ms from launching its process.
struct WindowStartup {
    double shown = 0;  ///< to the "usable window" line
    std::optional<double> drawn;  ///< to the "drawn window" line: the first frame
    std::optional<double> filled;  ///< to the "filled window" line (umpire: modules in, log open)
};

/// Runs a program that prints "usable window after N ms" at the first turn of its event loop
/// after its window is shown (umpire --startup-time and the empty-window baseline), and maybe
/// "drawn window after N ms" (the first frame) and "filled window after N ms" later, offscreen with settings in `home`. The times are from
/// launching the process (process start, dynamic loading, Qt's start, the window shown) to the
/// steady clock's reading each line ends with, the same for both sides; nullopt when the
/// program fails.
std::optional<WindowStartup> windowStartupMs(const QString& program, const QStringList& arguments, const QString& home);

/// Runs the Python check of the log's hash chain (the verification baseline); its time in ms,
/// or nullopt (with `why`) when python3 is missing or the check fails.
std::optional<double> pythonChainCheckMs(const QString& logPath, QString& why);

/// A bare durable insert: one row of `body` into a plain table of a WAL, synchronous=FULL
/// SQLite file, each in its own transaction.
class BareInserts {
public:
    explicit BareInserts(const QString& path);
    ~BareInserts();
    BareInserts(const BareInserts&) = delete;
    BareInserts& operator=(const BareInserts&) = delete;
    bool ok() const { return ok_; }
    bool insert(const QString& body);

private:
    QString connection_;
    std::unique_ptr<QSqlQuery> insert_;  ///< prepared once, like the log's own inserts
    bool ok_ = false;
};

}  // namespace umpire
