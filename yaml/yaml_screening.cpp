#include "yaml/yaml_screening.h"

#include "yaml/module_loader.h"
#include "yaml/read_context.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <sstream>

namespace umpire {

namespace {

// A hostile file can hold thousands of aliases; a handful of reports says enough.
constexpr int mostScreeningReports = 10;

class ScreeningHandler : public YAML::EventHandler {
public:
    explicit ScreeningHandler(ReadContext& context) : context_(context) {}

    int documents = 0;
    bool tooDeep = false;
    bool refused = false;

    void OnDocumentStart(const YAML::Mark& mark) override
    {
        ++documents;
        if (documents == 2)
            report(mark, "a second YAML document ('---'): a module file holds exactly one");
    }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override
    {
        report(mark, "YAML alias ('*'): modules may not use anchors or aliases; write the value out");
    }
    void OnAnchor(const YAML::Mark& mark, const std::string& name) override
    {
        report(mark, "YAML anchor '&" + name + "': modules may not use anchors or aliases; write the value out");
    }
    void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override {}
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                         YAML::EmitterStyle::value) override
    {
        enter(mark);
    }
    void OnSequenceEnd() override { --depth_; }
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        enter(mark);
    }
    void OnMapEnd() override { --depth_; }

private:
    void enter(const YAML::Mark& mark)
    {
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
    int depth_ = 0;
    int reports_ = 0;
};

}  // namespace

bool screenYamlText(std::string_view text, ReadContext& context)
{
    std::istringstream stream{std::string(text)};
    ScreeningHandler handler(context);
    try {
        YAML::Parser parser(stream);
        while (parser.HandleNextDocument(handler)) {
        }
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

}  // namespace umpire
