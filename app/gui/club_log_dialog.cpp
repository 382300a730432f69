// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/club_log_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QUrl>
#include <QUrlQuery>
#include <QVBoxLayout>

namespace umpire {

ClubLogDialog::ClubLogDialog(const QString& current, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Open club log"));
    setObjectName(QStringLiteral("clubLogDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("A log shared by a club's tables, kept on a PostgreSQL server. The password is not asked "
                                "here: put it in ~/.pgpass (see docs/club-log.md)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    host = new QLineEdit(this);
    host->setObjectName(QStringLiteral("clubHost"));
    host->setPlaceholderText(tr("club.example.org, or a socket folder such as /run/postgresql"));
    port = new QSpinBox(this);
    port->setObjectName(QStringLiteral("clubPort"));
    port->setRange(1, 65535);
    port->setValue(5432);
    database = new QLineEdit(QStringLiteral("umpire"), this);
    database->setObjectName(QStringLiteral("clubDatabase"));
    user = new QLineEdit(this);
    user->setObjectName(QStringLiteral("clubUser"));
    security = new QComboBox(this);
    security->setObjectName(QStringLiteral("clubSecurity"));
    // libpq's sslmode values, the safest first.
    security->addItem(tr("Encrypted, server's certificate checked"), QStringLiteral("verify-full"));
    security->addItem(tr("Encrypted, certificate not checked"), QStringLiteral("require"));
    security->addItem(tr("Encrypted when the server offers it"), QStringLiteral("prefer"));
    security->addItem(tr("Not encrypted (this machine or a trusted network only)"), QStringLiteral("disable"));
    security->setCurrentIndex(2);
    form->addRow(tr("&Server:"), host);
    form->addRow(tr("&Port:"), port);
    form->addRow(tr("&Database:"), database);
    form->addRow(tr("&User:"), user);
    form->addRow(tr("&Connection:"), security);
    layout->addLayout(form);
    shown_ = new QLabel(this);
    shown_->setObjectName(QStringLiteral("clubAddress"));
    shown_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    shown_->setWordWrap(true);
    layout->addWidget(shown_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Open);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    const QUrl given(current);
    if (given.isValid() && given.scheme().startsWith(QLatin1String("postgres"))) {
        const QUrlQuery query(given);
        host->setText(query.hasQueryItem(QStringLiteral("host")) ? query.queryItemValue(QStringLiteral("host"))
                                                                 : given.host());
        if (given.port() > 0)
            port->setValue(given.port());
        database->setText(given.path().mid(1));
        user->setText(given.userName());
        const int mode = security->findData(query.queryItemValue(QStringLiteral("sslmode")));
        if (mode >= 0)
            security->setCurrentIndex(mode);
    }
    for (QLineEdit* field : {host, database, user})
        connect(field, &QLineEdit::textChanged, this, &ClubLogDialog::update);
    connect(port, &QSpinBox::valueChanged, this, &ClubLogDialog::update);
    connect(security, &QComboBox::currentIndexChanged, this, &ClubLogDialog::update);
    update();
}

QString ClubLogDialog::address() const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    QUrlQuery query;
    const QString server = host->text().trimmed();
    // A socket folder goes as a setting: a host part cannot hold a path.
    if (server.startsWith(QLatin1Char('/')))
        query.addQueryItem(QStringLiteral("host"), server);
    else
        url.setHost(server);
    if (port->value() != 5432)
        url.setPort(port->value());
    url.setPath(QLatin1Char('/') + database->text().trimmed());
    url.setUserName(user->text().trimmed());
    query.addQueryItem(QStringLiteral("sslmode"), security->currentData().toString());
    url.setQuery(query);
    QString text = url.toString(QUrl::FullyEncoded);
    // QUrl writes no "//" without a host; libpq wants it.
    if (url.host().isEmpty() && !text.startsWith(QLatin1String("postgresql://")))
        text.replace(0, QStringLiteral("postgresql:").size(), QStringLiteral("postgresql://"));
    return text;
}

void ClubLogDialog::update()
{
    const bool complete = !host->text().trimmed().isEmpty() && !database->text().trimmed().isEmpty();
    ok_->setEnabled(complete);
    shown_->setText(complete ? tr("Address: %1").arg(address()) : tr("Give the server and the database."));
}

}  // namespace umpire
