// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

class QSqlDatabase;

// libpq's own types, as its header declares them.
typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;

namespace umpire {

/// The few libpq calls the club log's verify makes on the connection Qt's PostgreSQL driver
/// holds (reading rows as the server sends them, with no QVariant per value). The library is
/// the one the driver itself loaded: it is opened when first needed, not linked, so that
/// programs that never touch a club log do not load it (and its own libraries) at start.
struct LibPqCalls {
    PGresult* (*exec)(PGconn*, const char*) = nullptr;
    int (*sendQuery)(PGconn*, const char*) = nullptr;
    PGresult* (*getResult)(PGconn*) = nullptr;
    int (*consumeInput)(PGconn*) = nullptr;
    int (*resultStatus)(const PGresult*) = nullptr;
    char* (*resultErrorField)(const PGresult*, int) = nullptr;
    char* (*resultErrorMessage)(const PGresult*) = nullptr;
    char* (*errorMessage)(const PGconn*) = nullptr;
    int (*ntuples)(const PGresult*) = nullptr;
    int (*nfields)(const PGresult*) = nullptr;
    unsigned int (*ftype)(const PGresult*, int) = nullptr;
    char* (*getvalue)(const PGresult*, int, int) = nullptr;
    int (*getlength)(const PGresult*, int, int) = nullptr;
    int (*getisnull)(const PGresult*, int, int) = nullptr;
    void (*clear)(PGresult*) = nullptr;
};

/// PQresultStatus() answers the walk reads (ExecStatusType's values).
enum LibPqStatus : int { LibPqCommandOk = 1, LibPqTuplesOk = 2 };
/// PQresultErrorField()'s code of the SQLSTATE (PG_DIAG_SQLSTATE).
constexpr int kLibPqSqlState = 'C';

/// libpq's calls, or nullptr when the build had no libpq headers or the library cannot be
/// opened (the caller then reads through Qt SQL).
const LibPqCalls* libPqCalls();

/// The libpq connection under a QPSQL database, or nullptr if the driver is another one.
PGconn* postgresHandle(const QSqlDatabase& db);

}  // namespace umpire
