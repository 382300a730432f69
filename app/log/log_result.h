// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace umpire {

/// Why a game log operation failed; the message names what went wrong and where (the file).
struct LogError {
    enum class Kind {
        Storage,  ///< the file or SQLite failed (locked, full, corrupt, foreign, newer schema...)
        Refused,  ///< the log is fine but the request is not acceptable (unknown entry, bad input...)
        Cancelled,  ///< a long job was asked to stop (LogTask::cancel) and changed nothing
    };
    QString message;
    Kind kind = Kind::Storage;

    static LogError refused(QString message) { return LogError{std::move(message), Kind::Refused}; }
    static LogError cancelled(QString message) { return LogError{std::move(message), Kind::Cancelled}; }
};

/// A value, or the error that prevented it. The log never throws for bad input or storage faults.
template <typename T>
class LogResult {
public:
    LogResult(T value) : value_(std::move(value)) {}
    LogResult(LogError error) : error_(std::move(error)) {}

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const { return *value_; }
    T& value() { return *value_; }
    const T& operator*() const { return *value_; }
    const T* operator->() const { return &*value_; }
    /// Empty when ok().
    const QString& error() const { return error_.message; }
    /// True when the failure is a refusal rather than a storage fault.
    bool refused() const { return !ok() && error_.kind == LogError::Kind::Refused; }
    /// True when the job was asked to stop before it finished.
    bool cancelled() const { return !ok() && error_.kind == LogError::Kind::Cancelled; }
    const LogError& failure() const { return error_; }

private:
    std::optional<T> value_;
    LogError error_;
};

/// Success or failure of an operation that returns nothing.
using LogStatus = LogResult<std::monostate>;

/// The successful LogStatus.
inline LogStatus logOk() { return std::monostate{}; }

}  // namespace umpire
