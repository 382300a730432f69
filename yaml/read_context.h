// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "yaml/diagnostic.h"
#include "yaml/source_lines.h"
#include "yaml/source_position.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace YAML {
class Node;
}

namespace umpire {

struct Game;
struct Interpretation;

/// State shared by the readers of one file: where we are, and every problem found so far.
/// Each kind of problem has one method here and so one message template.
class ReadContext {
public:
    ReadContext(std::string file, std::string_view source);

    const std::string& file() const { return file_; }
    std::string_view source() const { return source_; }
    const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
    /// Every problem found, the ones past maxDiagnosticsPerFile counted in one closing line.
    std::vector<Diagnostic> takeDiagnostics();
    /// Problems found so far, shown or not: grows with every report, so a reader can tell
    /// whether a check found anything.
    std::size_t problemCount() const { return diagnostics_.size() + unshown_; }
    bool hasErrors() const;
    /// `inBytes` (a yaml-cpp position) with its column counted in characters, as every
    /// reported position is.
    SourcePosition inCharacters(SourcePosition inBytes);

    /// Keeps the YAML path ("procedures[0].inputs") while a reader is inside a key or list item.
    class PathScope {
    public:
        PathScope(ReadContext& context, std::string part);
        PathScope(ReadContext& context, std::size_t index);
        ~PathScope();
        PathScope(const PathScope&) = delete;
        PathScope& operator=(const PathScope&) = delete;

    private:
        ReadContext& context_;
    };

    /// Keeps the nearest named mapping ("procedure 'combat'") for the messages of unnamed ones.
    class OwnerScope {
    public:
        OwnerScope(ReadContext& context, std::string place);
        ~OwnerScope();
        OwnerScope(const OwnerScope&) = delete;
        OwnerScope& operator=(const OwnerScope&) = delete;

    private:
        ReadContext& context_;
    };

    /// Queues a check that needs the whole game (a follow-up naming a later procedure).
    /// It runs with the YAML path and owner of the place that queued it.
    void defer(std::function<void(const Game&, ReadContext&)> check);
    /// Runs the queued checks once the game is read.
    void runDeferred(const Game& game);

    /// The game's interpretations, read before its procedures, which name them by id; null
    /// outside a module being read. The list must outlive the reading of the procedures.
    void setSharedInterpretations(const std::vector<Interpretation>* shared) { sharedInterpretations_ = shared; }
    /// The game's interpretation `id`, or nullptr.
    const Interpretation* sharedInterpretation(std::string_view id) const;

    /// Names that exist but may hold no value (an output with a `when`): no expression read
    /// after it may use them. Kept for one procedure at a time.
    void markConditional(std::string name, std::string owner) { conditional_.insert_or_assign(std::move(name), std::move(owner)); }
    void clearConditional() { conditional_.clear(); }
    /// "output 'x'" when `name` is conditional, else nullptr.
    const std::string* conditionalOwner(std::string_view name) const;
    /// Names of the procedure being read that exist but are not visible everywhere, with why
    /// ("named dice 'french' is known only once its step is thrown"), for the message of an
    /// expression that reads one too early.
    void setLaterNames(std::map<std::string, std::string, std::less<>> names) { laterNames_ = std::move(names); }
    const std::string* whyNotYet(std::string_view name) const;

    std::string path() const;
    std::string pathWith(std::string_view key) const;
    /// The nearest named mapping, or "the module" at the top.
    std::string owner() const;

    /// The index of the list item about to be read (set while iterating a list), once.
    std::optional<std::size_t> takeItemIndex();
    void setItemIndex(std::size_t index) { itemIndex_ = index; }

    // One method per kind of problem, so one message template each. `key` is appended to the
    // YAML path of the diagnostic; empty when the problem is the mapping itself.
    void syntaxError(SourcePosition at, std::string_view detail);
    void hostileInput(SourcePosition at, std::string_view detail);
    void fileProblem(std::string_view detail);
    void fileTooLarge(std::uintmax_t bytes);
    void internalError(SourcePosition at, std::string_view detail);
    void unsupportedFormat(SourcePosition at, std::int64_t format);
    void unknownKey(const YAML::Node& key, std::string_view place, std::string_view suggestion);
    void missingKey(SourcePosition at, std::string_view key, std::string_view place);
    void duplicateKey(const YAML::Node& key, std::string_view place, int firstLine);
    void nonScalarKey(const YAML::Node& key, std::string_view place);
    void wrongType(SourcePosition at, std::string_view key, std::string_view place, std::string_view expected,
                   std::string_view found);
    void keyDoesNotApply(SourcePosition at, std::string_view key, std::string_view place, std::string_view why);
    void reversedBounds(SourcePosition at, std::string_view minKey, std::int64_t min, std::string_view maxKey,
                        std::int64_t max, std::string_view place);
    void emptyList(SourcePosition at, std::string_view key, std::string_view place);
    void duplicateId(SourcePosition at, std::string_view key, std::string_view noun, std::string_view id,
                     std::string_view owner, int firstLine);
    void reservedName(SourcePosition at, std::string_view key, std::string_view name, std::string_view place);
    void expressionError(SourcePosition at, std::string_view key, std::string_view place, std::string_view message);
    void unknownReference(SourcePosition at, std::string_view key, std::string_view what, std::string_view name,
                          std::string_view place, const std::vector<std::string>& known);
    void notAnOption(SourcePosition at, std::string_view key, std::string_view value, std::string_view place,
                     std::string_view options);
    void outOfBounds(SourcePosition at, std::string_view key, std::string_view place, std::string_view value,
                     std::string_view bounds);
    void rollGap(SourcePosition at, std::string_view place, std::int64_t roll);
    void rollOverlap(SourcePosition at, std::string_view place, std::string_view first, std::string_view second,
                     std::int64_t roll);
    void moreOverlaps(SourcePosition at, std::string_view place, std::size_t pairs);
    void resultWithoutLegend(SourcePosition at, std::string_view key, std::string_view code, std::string_view place);
    void cellCount(SourcePosition at, std::string_view place, std::size_t cells, std::size_t columns);
    void columnsNotAscending(SourcePosition at, std::string_view place, std::string_view column,
                             std::string_view bound, std::string_view previous, std::string_view previousBound);
    void lastNeedsOtherwise(SourcePosition at, std::string_view noun, std::string_view place);
    void otherwiseNotLast(SourcePosition at, std::string_view place);
    void duplicateGame(SourcePosition at, std::string_view id, std::string_view firstFile);
    void overlayChangesKnownCell(SourcePosition at, std::string_view key, std::string_view place,
                                 std::string_view column, std::string_view known, std::string_view cell);
    void tooMany(SourcePosition at, std::string_view key, std::string_view place, std::size_t count, std::size_t limit);
    void nameTaken(SourcePosition at, std::string_view key, std::string_view name, std::string_view place,
                   std::string_view takenBy, int line);
    void keyOverlap(SourcePosition at, std::string_view key, std::string_view first, std::string_view second,
                    std::int64_t value, std::string_view place);
    void mixedKeys(SourcePosition at, std::string_view key, std::string_view first, std::string_view second,
                   std::string_view place);
    void valueCount(SourcePosition at, std::string_view key, std::string_view place, std::size_t values,
                    std::size_t columns);
    void doesNotFit(SourcePosition at, std::string_view key, std::string_view value, std::string_view place,
                    std::string_view why);
    void effectMissing(SourcePosition at, std::string_view key, std::string_view place, std::string_view effect,
                       std::string_view code);
    void conditionalRead(SourcePosition at, std::string_view key, std::string_view place, std::string_view name,
                         std::string_view owner);
    /// A companion's list of texts (a result's notes) whose length is not the module's.
    void textCount(SourcePosition at, std::string_view key, std::string_view place, std::size_t texts,
                   std::size_t expected, std::string_view what);
    void exampleMismatch(int line, std::string_view example, std::string_view procedure, std::string_view message);
    /// A result the dice can give that a procedure's luck leaves out of its ranking.
    void unrankedResult(SourcePosition at, std::string_view key, std::string_view code, std::string_view place);
    /// A warning: a procedure that throws dice does not say whom its results favour.
    void luckNotDeclared(int line, std::string_view procedure);

private:
    void add(SourcePosition at, std::string_view key, std::string message,
             Diagnostic::Severity severity = Diagnostic::Severity::Error);

    std::string file_;
    std::string_view source_;
    std::optional<SourceLines> lines_;  ///< Indexed at the first problem: most files have none.
    std::vector<Diagnostic> diagnostics_;
    std::size_t unshown_ = 0;  ///< Problems past the cap: counted, not kept.
    bool unshownErrors_ = false;
    std::vector<std::string> path_;
    std::vector<std::string> owners_;
    std::optional<std::size_t> itemIndex_;
    std::map<std::string, std::string, std::less<>> conditional_;
    std::map<std::string, std::string, std::less<>> laterNames_;
    struct DeferredCheck {
        std::vector<std::string> path;
        std::vector<std::string> owners;
        std::function<void(const Game&, ReadContext&)> check;
    };
    std::vector<DeferredCheck> deferred_;
    const std::vector<Interpretation>* sharedInterpretations_ = nullptr;
};

/// "'abc'", "a list", "a mapping" or "nothing": how messages describe a value that was found.
std::string describeFound(const YAML::Node& value);

/// "a, b and c" for hints.
std::string listed(const std::vector<std::string>& names);

}  // namespace umpire
