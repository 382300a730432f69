// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

#include <filesystem>
#include <vector>

class QFileSystemWatcher;
class QTimer;

namespace umpire {

/// Tells when a module file or a folder of modules changes on disk, so a module's author sees
/// the program read it again, with its diagnostics, on every save. An editor's burst of writes
/// (or a save by rename) gives one signal, once the files are quiet.
class ModuleWatcher : public QObject {
    Q_OBJECT

public:
    explicit ModuleWatcher(QObject* parent = nullptr);

    /// Watches these module files and folders (and the YAML files in the folders) from now on,
    /// in place of any watched before. Paths that do not exist are left out.
    void watch(const std::vector<std::filesystem::path>& paths);
    /// What is watched now (tests).
    QStringList watched() const;

signals:
    /// A watched file was written, or a module file appeared in or left a watched folder.
    void modulesChanged();

private:
    void rewatch();
    /// The module files and folders of paths_ as they are on disk now.
    QStringList present() const;

    QFileSystemWatcher* watcher_ = nullptr;  ///< made at the first watch(): not part of start-up
    QTimer* quiet_;
    QStringList paths_;  ///< as given, so files replaced by a rename are watched again
    QStringList present_;  ///< present() when last watched: a folder's other files do not count
};

}  // namespace umpire
