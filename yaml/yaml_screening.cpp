// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/yaml_screening.h"

#include "yaml/module_loader.h"
#include "yaml/read_context.h"
#include "yaml/yaml_tree_builder.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>
#include <yaml-cpp/yaml.h>

#include <sstream>

namespace umpire {

namespace {

// A hostile file can hold thousands of aliases; a handful of reports says enough.
constexpr int mostScreeningReports = 10;

/// Thrown when the parser keeps reporting events without reading on: yaml-cpp 0.7 loops for
/// ever on some broken files (a ',' outside brackets, upstream issue #1040).
struct RunawayParser {
    YAML::Mark mark;
};

class ScreeningHandler : public YAML::EventHandler {
public:
    /// Every event takes at least one character of the text, give or take the empty nodes of
    /// '- ' items and the document's own start and end: more events than this cannot be real.
    /// `builder`: given the first document's nodes (null: screening only).
    ScreeningHandler(ReadContext& context, std::size_t textSize, YamlTreeBuilder* builder)
        : context_(context), mostEvents_(2 * textSize + 16), builder_(builder)
    {
    }

    int documents = 0;
    bool tooDeep = false;
    bool refused = false;

    void OnDocumentStart(const YAML::Mark& mark) override
    {
        count(mark);
        ++documents;
        if (documents == 2)
            secondDocument_ = mark;
    }

    /// Reported once the whole text is read: a parser that runs away starts "documents" too.
    void reportSecondDocument()
    {
        if (documents >= 2)
            report(secondDocument_, "a second YAML document ('---'): a module file holds exactly one");
    }
    void OnDocumentEnd() override { count(last_); }
    void OnNull(const YAML::Mark& mark, YAML::anchor_t) override
    {
        count(mark);
        if (building())
            builder_->null(mark);
    }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override
    {
        count(mark);
        report(mark, "YAML alias ('*'): modules may not use anchors or aliases; write the value out");
        if (building())
            builder_->null(mark);  // the text is refused: this only keeps the tree's shape
    }
    void OnAnchor(const YAML::Mark& mark, const std::string& name) override
    {
        count(mark);
        report(mark, "YAML anchor '&" + name + "': modules may not use anchors or aliases; write the value out");
    }
    void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t, const std::string& value) override
    {
        count(mark);
        if (building())
            builder_->scalar(mark, tag, value);
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t,
                         YAML::EmitterStyle::value style) override
    {
        enter(mark);
        if (building())
            builder_->startSequence(mark, tag, style);
    }
    void OnSequenceEnd() override
    {
        count(last_);
        --depth_;
        if (building())
            builder_->endSequence();
    }
    void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t,
                    YAML::EmitterStyle::value style) override
    {
        enter(mark);
        if (building())
            builder_->startMap(mark, tag, style);
    }
    void OnMapEnd() override
    {
        count(last_);
        --depth_;
        if (building())
            builder_->endMap();
    }

private:
    /// Nodes are built for the first document only, and only while nothing is refused.
    bool building() const { return builder_ != nullptr && documents == 1 && !refused; }

    void count(const YAML::Mark& mark)
    {
        last_ = mark;
        if (++events_ > mostEvents_)
            throw RunawayParser{mark};
    }

    void enter(const YAML::Mark& mark)
    {
        count(mark);
        ++depth_;
        if (depth_ > maxModuleNesting && !tooDeep) {
            tooDeep = true;
            report(mark, "nesting deeper than " + std::to_string(maxModuleNesting) + " levels");
        }
    }

    void report(const YAML::Mark& mark, const std::string& detail)
    {
        refused = true;
        ++reports_;
        if (reports_ <= mostScreeningReports)
            context_.hostileInput(positionOf(mark), detail);
        else if (reports_ == mostScreeningReports + 1)
            context_.hostileInput(positionOf(mark), "more problems of this kind follow; only the first are listed");
    }

    ReadContext& context_;
    std::size_t mostEvents_;
    std::size_t events_ = 0;
    YAML::Mark last_;
    YAML::Mark secondDocument_;
    int depth_ = 0;
    int reports_ = 0;
    YamlTreeBuilder* builder_;
};

bool screen(std::string_view text, ReadContext& context, YamlTreeBuilder* builder)
{
    std::istringstream stream{std::string(text)};
    ScreeningHandler handler(context, text.size(), builder);
    try {
        YAML::Parser parser(stream);
        while (parser.HandleNextDocument(handler)) {
        }
        handler.reportSecondDocument();
    } catch (const RunawayParser& runaway) {
        context.syntaxError(positionOf(runaway.mark),
                            "the YAML syntax is broken here (a stray ',' outside brackets stops yaml-cpp from reading on)");
        return false;
    } catch (const YAML::ParserException& error) {
        // yaml-cpp's own recursion limit fires long after ours: the nesting report says it all.
        if (!handler.tooDeep)
            context.syntaxError(positionOf(error.mark), error.msg);
        return false;
    }
    if (handler.documents == 0) {
        context.wrongType({1, 1}, "", "the module", "a mapping", "an empty file");
        return false;
    }
    return !handler.refused;
}

}  // namespace

bool screenYamlText(std::string_view text, ReadContext& context)
{
    return screen(text, context, nullptr);
}

std::optional<YAML::Node> loadScreenedYaml(std::string_view text, ReadContext& context)
{
    if (text.size() > maxModuleFileBytes) {
        context.fileTooLarge(text.size());
        return std::nullopt;
    }
    // One parse: the screening's events build the tree as they come; it is used only when
    // nothing was refused.
    YamlTreeBuilder builder;
    if (!screen(text, context, &builder))
        return std::nullopt;
    return builder.root();
}

}  // namespace umpire
