// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace umpire {

/// Why a situation cannot be resolved: an input out of range, an unknown input, a broken
/// constraint or impossible arithmetic. `subject` names the input or constraint at fault.
/// `message` is the program's English sentence; `kind` says what it is about, so that an
/// interface in another language words the refusals it knows from `subject` and `subjectLabel`
/// and shows `message` for the others.
struct Refusal {
    enum class Kind {
        Stated,        ///< only `message` says it (a module's constraint, arithmetic, dice...)
        InputMissing,  ///< the input `subject`, which has no default, is not given
    };

    std::string subject;
    std::string message;
    std::string rule;
    Kind kind = Kind::Stated;
    std::string subjectLabel{};  ///< InputMissing: the input's label, in the texts the procedure was read with
};

}  // namespace umpire
