// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

/// Runs the shell `script` (its arguments `arguments`, as $1...) with a tmpfs of `kib` KiB mounted
/// on `folder`, in a mount namespace of its own (`unshare -m` as root, else `unshare -rm` in a
/// user namespace), so the mount dies with it. Nullopt when no namespace can be made here;
/// else what the script printed (standard output, then standard error).
std::optional<QString> runWithSmallDisk(const QString& folder, const QString& script, const QStringList& arguments, int kib = 64);
