// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "yaml/module_loader.h"

#include <QObject>

#include <atomic>
#include <future>
#include <memory>

class QThread;

namespace umpire {

/// Says, on the thread that made it (the GUI's), when modules being loaded on other threads
/// are ready, so the window can be shown before they are and filled in after.
class ModuleArrival : public QObject {
    Q_OBJECT

public:
    ModuleArrival(std::shared_future<LoadedModules> modules, QObject* parent);
    /// Stops the waiting thread (which must not outlive this object); the loading goes on.
    ~ModuleArrival() override;

signals:
    /// The modules are ready: `get()` on the future does not block.
    void arrived();

private:
    std::shared_ptr<std::atomic<bool>> stop_ = std::make_shared<std::atomic<bool>>(false);
    QThread* waiter_;
};

}  // namespace umpire
