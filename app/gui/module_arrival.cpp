// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/module_arrival.h"

#include <QThread>

#include <chrono>

namespace umpire {

ModuleArrival::ModuleArrival(std::shared_future<LoadedModules> modules, QObject* parent)
    : QObject(parent),
      waiter_(QThread::create([modules, stop = stop_] {
          // Woken at once when the modules are ready; the timeout only lets a window closed
          // meanwhile stop waiting.
          while (!stop->load() && modules.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready) {
          }
      }))
{
    // QThread::finished is emitted on the waiting thread; the connection to this object (of the
    // GUI thread) is queued, so `arrived` is emitted on the GUI thread, never after this is gone.
    connect(waiter_, &QThread::finished, this, &ModuleArrival::arrived);
    waiter_->setObjectName(QStringLiteral("umpire-module-wait"));
    waiter_->start();
}

ModuleArrival::~ModuleArrival()
{
    stop_->store(true);
    waiter_->wait();
    delete waiter_;
}

}  // namespace umpire
