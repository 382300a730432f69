// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace umpire {

struct Assessment;
struct Procedure;

/// Which named dice of a step can trade faces without changing anything the step computes,
/// so that the exact odds count each set of faces once instead of every order of it (ten
/// named d6 read through their sum and their count of sixes: 3,003 throws, not 60 million).
///
/// Two dice are interchangeable when they are alike (as many dice of as many sides), no later
/// step reads either by name, and the step's expressions read each only inside sums, through
/// the same term in the same sums with the same sign: `a + b + c`, or `if(a == 6, 1, 0) +
/// if(b == 6, 1, 0)`. A die read any other way (alone, in a product, in min or max) keeps
/// its place: the analysis is syntactic and errs only towards counting more throws.
class InterchangeableDice {
public:
    /// Reads the step's expressions; `readLater` are the names later steps of the chain read.
    InterchangeableDice(const Procedure& step, const std::set<std::string>& readLater);

    /// For each named die of the assessed step, the first die it is interchangeable with (its
    /// own index when none before it is). Every die keeps its place for a step without names.
    std::vector<std::size_t> classes(const Assessment& a) const;

private:
    /// Where a die is read: (sum, term with the die as a placeholder, sign), in order.
    using Reading = std::tuple<std::size_t, std::string, int>;
    /// Per named die: its readings, or none when it is read some other way.
    std::vector<std::optional<std::vector<Reading>>> readings_;
};

}  // namespace umpire
