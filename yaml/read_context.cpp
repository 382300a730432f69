// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/read_context.h"

#include "yaml/module_limits.h"

#include "engine/interpretation.h"

#include <algorithm>

namespace umpire {

ReadContext::ReadContext(std::string file, std::string_view source) : file_(std::move(file)), source_(source) {}

SourcePosition ReadContext::inCharacters(SourcePosition inBytes)
{
    if (!lines_)
        lines_.emplace(source_);
    return lines_->inCharacters(inBytes);
}

bool ReadContext::hasErrors() const
{
    return unshownErrors_ || umpire::hasErrors(diagnostics_);
}

std::vector<Diagnostic> ReadContext::takeDiagnostics()
{
    if (unshown_ > 0) {
        std::string message = "and ";  // appended: "and " + temporary trips GCC 12's false -Wrestrict at -O3
        message += std::to_string(unshown_);
        message += unshown_ == 1 ? " more problem" : " more problems";
        message += " not shown (a file reports at most ";
        message += std::to_string(maxDiagnosticsPerFile);
        message += "; fix these first)";
        diagnostics_.push_back({unshownErrors_ ? Diagnostic::Severity::Error : Diagnostic::Severity::Warning, file_, 0, 0,
                                "", std::move(message)});
        unshown_ = 0;
        unshownErrors_ = false;
    }
    return std::move(diagnostics_);
}

ReadContext::PathScope::PathScope(ReadContext& context, std::string part) : context_(context)
{
    context_.path_.push_back(std::move(part));
}

ReadContext::PathScope::PathScope(ReadContext& context, std::size_t index) : context_(context)
{
    // Appended, not "[" + temporary: GCC 12 -O3 warns falsely (-Wrestrict) on the latter.
    std::string part = "[";
    part += std::to_string(index);
    part += ']';
    context_.path_.push_back(std::move(part));
}

ReadContext::PathScope::~PathScope()
{
    context_.path_.pop_back();
}

ReadContext::OwnerScope::OwnerScope(ReadContext& context, std::string place) : context_(context)
{
    context_.owners_.push_back(std::move(place));
}

ReadContext::OwnerScope::~OwnerScope()
{
    context_.owners_.pop_back();
}

void ReadContext::defer(std::function<void(const Game&, ReadContext&)> check)
{
    deferred_.push_back({path_, owners_, std::move(check)});
}

void ReadContext::runDeferred(const Game& game)
{
    auto checks = std::move(deferred_);
    deferred_.clear();
    for (auto& deferred : checks) {
        std::swap(path_, deferred.path);
        std::swap(owners_, deferred.owners);
        deferred.check(game, *this);
        std::swap(path_, deferred.path);
        std::swap(owners_, deferred.owners);
    }
}

const Interpretation* ReadContext::sharedInterpretation(std::string_view id) const
{
    if (sharedInterpretations_ == nullptr)
        return nullptr;
    const auto it = std::find_if(sharedInterpretations_->begin(), sharedInterpretations_->end(),
                                 [&](const Interpretation& shared) { return shared.id == id; });
    return it == sharedInterpretations_->end() ? nullptr : &*it;
}

const std::string* ReadContext::conditionalOwner(std::string_view name) const
{
    const auto it = conditional_.find(name);
    return it == conditional_.end() ? nullptr : &it->second;
}

const std::string* ReadContext::whyNotYet(std::string_view name) const
{
    const auto it = laterNames_.find(name);
    return it == laterNames_.end() ? nullptr : &it->second;
}

std::string ReadContext::path() const
{
    std::string text;
    for (const auto& part : path_) {
        if (!text.empty() && part.front() != '[')
            text += '.';
        text += part;
    }
    return text;
}

std::string ReadContext::pathWith(std::string_view key) const
{
    std::string text = path();
    if (!key.empty()) {
        if (!text.empty())
            text += '.';
        text += key;
    }
    return text;
}

std::string ReadContext::owner() const
{
    return owners_.empty() ? std::string("the module") : owners_.back();
}

std::optional<std::size_t> ReadContext::takeItemIndex()
{
    auto index = itemIndex_;
    itemIndex_.reset();
    return index;
}

}  // namespace umpire
