// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/libpq_calls.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#ifdef UMPIRE_HAVE_LIBPQ
#include <dlfcn.h>
#include <libpq-fe.h>  // the prototypes only, checked against the pointers below
#endif

#include <cstring>
#include <type_traits>

namespace umpire {

#ifdef UMPIRE_HAVE_LIBPQ
static_assert(int(LibPqCommandOk) == int(PGRES_COMMAND_OK) && int(LibPqTuplesOk) == int(PGRES_TUPLES_OK) &&
                  kLibPqSqlState == PG_DIAG_SQLSTATE,
              "libpq's status codes as libpq_calls.h gives them");
#endif

const LibPqCalls* libPqCalls()
{
#ifdef UMPIRE_HAVE_LIBPQ
    static const LibPqCalls* const loaded = []() -> const LibPqCalls* {
        // libpq's soname has been libpq.so.5 since PostgreSQL 8.0. Kept open for the life of
        // the process; when Qt's driver is loaded this only finds the library already there.
        void* library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
        if (!library)
            return nullptr;
        static LibPqCalls calls;
        bool all = true;
        const auto find = [&](auto& pointer, auto* declared, const char* name) {
            static_assert(std::is_same_v<std::remove_reference_t<decltype(pointer)>, decltype(declared)>,
                          "a libpq call declared otherwise than libpq-fe.h does");
            pointer = reinterpret_cast<decltype(declared)>(dlsym(library, name));
            all = all && pointer != nullptr;
        };
        find(calls.exec, &PQexec, "PQexec");
        find(calls.sendQuery, &PQsendQuery, "PQsendQuery");
        find(calls.getResult, &PQgetResult, "PQgetResult");
        find(calls.consumeInput, &PQconsumeInput, "PQconsumeInput");
        // ExecStatusType is a plain enum, passed back as an int.
        find(calls.resultStatus, reinterpret_cast<int (*)(const PGresult*)>(&PQresultStatus), "PQresultStatus");
        find(calls.resultErrorField, &PQresultErrorField, "PQresultErrorField");
        find(calls.resultErrorMessage, &PQresultErrorMessage, "PQresultErrorMessage");
        find(calls.errorMessage, &PQerrorMessage, "PQerrorMessage");
        find(calls.ntuples, &PQntuples, "PQntuples");
        find(calls.nfields, &PQnfields, "PQnfields");
        find(calls.ftype, &PQftype, "PQftype");
        find(calls.getvalue, &PQgetvalue, "PQgetvalue");
        find(calls.getlength, &PQgetlength, "PQgetlength");
        find(calls.getisnull, &PQgetisnull, "PQgetisnull");
        find(calls.clear, &PQclear, "PQclear");
        return all ? &calls : nullptr;
    }();
    return loaded;
#else
    return nullptr;
#endif
}

PGconn* postgresHandle(const QSqlDatabase& db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    // Qt 6 names the type by its structure ("pg_conn*"); the driver declares it as "PGconn*".
    const char* type = handle.isValid() ? handle.typeName() : nullptr;
    if (!type || (std::strcmp(type, "pg_conn*") != 0 && std::strcmp(type, "PGconn*") != 0))
        return nullptr;
    return *static_cast<PGconn* const*>(handle.constData());
}

}  // namespace umpire
