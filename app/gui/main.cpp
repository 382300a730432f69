// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/module_paths.h"
#include "gui/after_first_paint.h"
#include "gui/main_window.h"
#include "gui/palette_theme.h"
#include "gui/qt_own_options.h"
#include "gui/startup_warmup.h"
#include "gui/text_shaping.h"
#include "gui/window_shown_gate.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

#include <chrono>
#include <cstdio>
#include <future>
#include <memory>

int main(int argc, char** argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // The same names as umpire-cli, so both use the same default log and data folder.
    QCoreApplication::setApplicationName(QStringLiteral("umpire"));
    QCoreApplication::setOrganizationName(QStringLiteral("umpire"));
    QCoreApplication::setApplicationVersion(QStringLiteral(UMPIRE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Umpire: modifiers, exact odds, dice and a game log for wargames"));
    const QCommandLineOption logOption(QStringLiteral("log"), QStringLiteral("Use the game log FILE."), QStringLiteral("FILE"));
    const QCommandLineOption langOption(QStringLiteral("lang"), QStringLiteral("Interface language: en or fr."), QStringLiteral("LANG"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Seed of the first program roll (replays)."),
                                        QStringLiteral("N"));
    const QCommandLineOption timingOption(QStringLiteral("startup-time"),
                                          QStringLiteral("Print the times to a usable window, to its first frame and to the window filled in (modules in, log open) in ms, and quit."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    parser.addOptions({logOption, langOption, seedOption, timingOption});
    umpire::acceptQtOwnOptions(parser);  // `umpire -platform wayland` or `-style fusion` reach Qt
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    if (!parser.parse(arguments) || parser.isSet(helpOption) || parser.isSet(versionOption) || arguments.contains(QStringLiteral("--help-all"))) {
        // Answered (and exits) before any display is opened or any thread started.
        const QCoreApplication withoutDisplay(argc, argv);
        parser.process(withoutDisplay);
    }
    umpire::StartupOptions options;
    if (parser.isSet(seedOption)) {
        bool ok = false;
        options.seed = parser.value(seedOption).toULongLong(&ok);
        if (!ok) {
            std::fprintf(stderr, "umpire: --seed must be a whole number from 0 to 18446744073709551615\n");
            return 2;
        }
    }
    umpire::StartupWarmup warmup;
    umpire::WindowShownGate windowShown;

    QApplication::setHighDpiScaleFactorRoundingPolicy(Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    QApplication app(argc, argv);
    warmup.applicationReady();
    umpire::shapeTextOnlyWhereNeeded(app);
    // The modules load on another core while Qt builds the window, and on every core once it is
    // drawn. They start after the warm-up, which needs that core sooner.
    options.modules = std::async(std::launch::async, [paths = umpire::defaultModulePaths(), hold = windowShown.waiter(),
                                                      warmed = warmup.finished()] {
                          warmed.wait();
                          return umpire::loadModules(paths, {hold});
                      }).share();
    // Desktop shells match the window to umpire's .desktop entry and icon through this name.
    QGuiApplication::setDesktopFileName(QStringLiteral(UMPIRE_APP_ID));

    options.logPath = parser.value(logOption);

    {
        umpire::AppSettings settings;
        umpire::PaletteTheme::apply(umpire::PaletteTheme::fromName(settings.theme()));
        const QString language = parser.isSet(langOption) ? parser.value(langOption) : settings.language();
        const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
        // Numbers and dates follow the chosen language too ("16,7 %" in a French window on an
        // English system), not only the words.
        if (!language.isEmpty())
            QLocale::setDefault(locale);
        auto* ours = new QTranslator(&app);
        if (ours->load(locale, QStringLiteral("umpire"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
            QApplication::installTranslator(ours);
            // The modules' texts follow the interface: French ones only when the window is in French.
            options.language = locale.name().section(QLatin1Char('_'), 0, 0);
        }
        auto* qt = new QTranslator(&app);
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QApplication::installTranslator(qt);
    }

    // The window's first text needs the fonts: it waits for them once it has done what needs none.
    options.beforeFirstText = [&warmup] { warmup.fontsReady().wait(); };
    umpire::MainWindow window(options);
    // The icon's SVG engine is a plugin, loaded with the SVG library: about a millisecond, spent
    // once the window is drawn. The desktop shells take the icon from the .desktop entry meanwhile.
    QObject::connect(&window, &umpire::MainWindow::firstPainted, &app,
                     [] { QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/" UMPIRE_APP_ID ".svg"))); });
    window.show();
    // Not before the window is drawn: on two cores, the reading threads woken at the show took
    // the GUI thread's core for 2-5 ms in about half the starts, before the first paint.
    QObject::connect(&window, &umpire::MainWindow::firstPainted, &app, [&windowShown] { windowShown.open(); });
    if (parser.isSet(timingOption)) {
        // Queued behind the show of the window: the first turn of the event loop after it is
        // when it can be used. The first frame is drawn once the window system has exposed the
        // window. Then, once the modules are in and the log open, it is filled in. The steady
        // clock's reading lets a bench that launched the process time the moment itself, not
        // when it got round to reading the line.
        // Everything the lines need is captured by value or lives in main(): they are printed
        // after this block has ended.
        const auto print = [&sinceStart](const char* what) {
            std::printf("%s after %.1f ms (steady clock %lld ns)\n", what, static_cast<double>(sinceStart.nsecsElapsed()) / 1e6,
                        static_cast<long long>(std::chrono::steady_clock::now().time_since_epoch().count()));
            std::fflush(stdout);
        };
        auto printed = std::make_shared<int>(0);
        const auto printThenQuitAfterThree = [print, printed, &window](const char* what) {
            print(what);
            if (++*printed == 3)
                window.close();
        };
        QTimer::singleShot(0, &window, [=] { printThenQuitAfterThree("usable window"); });
        // Watching from here, it sees the paint before the window's own watcher: the line is
        // printed before the work that waits for the first paint (the log, the reading threads).
        new umpire::AfterFirstPaint(&window, [=] { printThenQuitAfterThree("drawn window"); });
        QObject::connect(&window, &umpire::MainWindow::modulesReady, &window, [=] { printThenQuitAfterThree("filled window"); });
    }
    return QApplication::exec();
}
