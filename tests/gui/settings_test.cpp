// SPDX-License-Identifier: GPL-3.0-or-later
// Settings the window sets at every start are written back only when they change.
#include "gui/app_settings.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace umpire;

class SettingsTest : public QObject {
    Q_OBJECT

private slots:
    void unchangedSettingsAreNotRewritten();
};

void SettingsTest::unchangedSettingsAreNotRewritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("umpire.ini"));
    // QSettings drops comments when it writes the file: a comment that survives shows it did not.
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[session]\n; written by hand\nlastGame=test-game\n");
    }
    const auto contents = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    {
        AppSettings settings(path);
        settings.setLastGame(QStringLiteral("test-game"));
        settings.sync();
    }
    QVERIFY(contents().contains("; written by hand"));
    {
        AppSettings settings(path);
        settings.setLastGame(QStringLiteral("other-game"));
        settings.sync();
    }
    QVERIFY(contents().contains("lastGame=other-game"));
    QVERIFY(!contents().contains("; written by hand"));
}

QTEST_MAIN(SettingsTest)
#include "settings_test.moc"
