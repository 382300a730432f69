// SPDX-License-Identifier: GPL-3.0-or-later
// The start-up warm-up: the font configuration and the image readers loaded on another thread
// before the window needs them. Qt must work as before after it, and a program that stops
// early must not wait on it for ever.
#include "gui_test_support.h"

#include "gui/startup_warmup.h"

#include <QBuffer>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QImage>
#include <QImageReader>
#include <QTest>

#include <chrono>

using namespace umpire;
using namespace std::chrono_literals;

class StartupWarmupTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }

    void readyOnceTheApplicationIs()
    {
        StartupWarmup warmup;
        QCOMPARE(warmup.fontsReady().wait_for(60s), std::future_status::ready);
        // The images wait for the application: here it already exists, but they are only
        // warmed once told.
        warmup.applicationReady();
        QCOMPARE(warmup.finished().wait_for(60s), std::future_status::ready);
        QVERIFY(!QFontDatabase::families().isEmpty());
        QVERIFY(QFontMetrics(QFont()).horizontalAdvance(QStringLiteral("Roll")) > 0);
        QImage red(3, 2, QImage::Format_ARGB32);
        red.fill(Qt::red);
        QByteArray png;
        QBuffer out(&png);
        QVERIFY(red.save(&out, "PNG"));
        QBuffer in(&png);
        QImageReader reader(&in, "png");
        const QImage back = reader.read();
        QCOMPARE(back.size(), QSize(3, 2));
        QCOMPARE(back.pixelColor(2, 1), QColor(Qt::red));
    }

    void aProgramStoppingEarlyDoesNotWaitForEver()
    {
        // main() returning before its QApplication was made: the destructor lets the thread
        // finish and joins it.
        std::shared_future<void> finished;
        {
            StartupWarmup warmup;
            finished = warmup.finished();
        }
        QCOMPARE(finished.wait_for(0s), std::future_status::ready);
    }
};

QTEST_MAIN(StartupWarmupTest)
#include "startup_warmup_test.moc"
