// The generated settings pages: every declared group is listed, every
// setting of a group is on its page, values change within their declared
// ranges, and a binding takes the next key pressed.
#include "ui/settings_pages.h"

#include <gtest/gtest.h>

namespace {

using ui::MenuKey;

std::optional<std::string> press(ui::SettingsPages& pages, MenuKey key, config::Settings& settings,
                                 std::string_view name = "") {
    return pages.respond({key}, name, settings);
}

// Moves the cursor down to the line starting with `prefix` on the page shown.
void go_to(ui::SettingsPages& pages, const std::string& prefix, config::Settings& settings) {
    for (int i = 0; i < 200; ++i) {
        for (const auto& line : pages.lines(settings, 1))
            if (line.selected && line.text.rfind(prefix, 0) == 0) return;
        press(pages, MenuKey::Down, settings);
    }
    FAIL() << "no line starts with " << prefix;
}

TEST(SettingsPages, ListEveryGroupAndEverySetting) {
    const config::Schema& schema = config::builtin_schema();
    config::Settings settings;
    ui::SettingsPages pages(schema);
    pages.open();
    const auto groups = pages.lines(settings, 100);
    ASSERT_EQ(groups.size(), schema.groups().size());
    for (std::size_t g = 0; g < schema.groups().size(); ++g) {
        EXPECT_EQ(groups[g].text, schema.groups()[g].title);
        press(pages, MenuKey::Enter, settings);
        EXPECT_EQ(pages.title(), schema.groups()[g].title);
        EXPECT_EQ(pages.lines(settings, 1000).size(), schema.groups()[g].settings.size());
        press(pages, MenuKey::Backspace, settings);
        press(pages, MenuKey::Down, settings);
    }
    press(pages, MenuKey::Escape, settings);
    EXPECT_FALSE(pages.active());
}

TEST(SettingsPages, ValuesStayInTheirRanges) {
    config::Settings settings;
    ui::SettingsPages pages(config::builtin_schema());
    pages.open();
    go_to(pages, "Display and renderer", settings);
    press(pages, MenuKey::Enter, settings);
    go_to(pages, "gamma:", settings);
    EXPECT_EQ(press(pages, MenuKey::Right, settings), "video.gamma");
    EXPECT_EQ(settings.get_int("video.gamma"), 1);
    for (int i = 0; i < 10; ++i) press(pages, MenuKey::Right, settings);
    EXPECT_EQ(settings.get_int("video.gamma"), 4);
    EXPECT_FALSE(press(pages, MenuKey::Right, settings).has_value());  // at the end nothing changes
    go_to(pages, "renderer:", settings);
    const std::string before = settings.get_string("video.renderer");
    press(pages, MenuKey::Right, settings);
    EXPECT_NE(settings.get_string("video.renderer"), before);
    go_to(pages, "fullscreen:", settings);
    EXPECT_EQ(press(pages, MenuKey::Enter, settings), "video.fullscreen");
    EXPECT_TRUE(settings.get_bool("video.fullscreen"));
}

TEST(SettingsPages, ABindingTakesTheNextKey) {
    config::Settings settings;
    ui::SettingsPages pages(config::builtin_schema());
    pages.open();
    go_to(pages, "Key bindings", settings);
    press(pages, MenuKey::Enter, settings);
    go_to(pages, "use:", settings);
    EXPECT_FALSE(press(pages, MenuKey::Enter, settings).has_value());
    ASSERT_TRUE(pages.waiting_for_key());
    bool shown = false;
    for (const auto& line : pages.lines(settings, 1)) shown = shown || line.text == "use: press a key";
    EXPECT_TRUE(shown);
    EXPECT_EQ(press(pages, MenuKey::Character, settings, "f"), "bindings.use");
    EXPECT_EQ(settings.get_bindings("bindings.use"), config::Bindings{"f"});
    EXPECT_FALSE(pages.waiting_for_key());
}

}  // namespace
