// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/module_watcher.h"

#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

namespace umpire {

namespace {

// Long enough for an editor's write, rename and re-create to be one change; short enough to
// feel immediate after a save.
constexpr int quietMs = 250;

}  // namespace

ModuleWatcher::ModuleWatcher(QObject* parent)
    : QObject(parent), quiet_(new QTimer(this))
{
    quiet_->setSingleShot(true);
    quiet_->setInterval(quietMs);
    connect(quiet_, &QTimer::timeout, this, [this] {
        rewatch();  // a file saved by rename is a new file: watch it again
        emit modulesChanged();
    });
}

void ModuleWatcher::watch(const std::vector<std::filesystem::path>& paths)
{
    paths_.clear();
    for (const auto& path : paths)
        paths_.append(QString::fromStdString(path.string()));
    rewatch();
}

QStringList ModuleWatcher::watched() const
{
    return watcher_ == nullptr ? QStringList() : watcher_->files() + watcher_->directories();
}

void ModuleWatcher::rewatch()
{
    if (watcher_ == nullptr) {
        watcher_ = new QFileSystemWatcher(this);
        connect(watcher_, &QFileSystemWatcher::fileChanged, quiet_, qOverload<>(&QTimer::start));
        // An editor's swap or backup file coming and going in a folder is no change of modules.
        connect(watcher_, &QFileSystemWatcher::directoryChanged, this, [this] {
            if (present() != present_)
                quiet_->start();
        });
    }
    const QStringList before = watched();
    if (!before.isEmpty())
        watcher_->removePaths(before);
    present_ = present();
    if (!present_.isEmpty())
        watcher_->addPaths(present_);
}

QStringList ModuleWatcher::present() const
{
    QStringList found;
    for (const QString& path : paths_) {
        const QFileInfo info(path);
        if (info.isDir()) {
            found.append(path);
            const QDir folder(path);
            for (const QString& name : folder.entryList({QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files))
                found.append(folder.filePath(name));
        } else if (info.isFile()) {
            found.append(path);
        }
    }
    return found;
}

}  // namespace umpire
