// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/sha256_hex.h"

#include <QCryptographicHash>

#ifdef UMPIRE_HAVE_LIBCRYPTO
#include <openssl/evp.h>
#endif

#include <cstring>

namespace umpire {

void sha256Hex(const char* bytes, std::size_t size, char (&hex)[64])
{
    unsigned char digest[32];
#ifdef UMPIRE_HAVE_LIBCRYPTO
    unsigned int written = 0;
    if (EVP_Digest(bytes, size, digest, &written, EVP_sha256(), nullptr) != 1 || written != sizeof digest)
        written = 0;
    if (written == 0)
#endif
    {
        const QByteArray qt =
            QCryptographicHash::hash(QByteArrayView(bytes, qsizetype(size)), QCryptographicHash::Sha256);
        std::memcpy(digest, qt.constData(), sizeof digest);
    }
    static constexpr char digits[] = "0123456789abcdef";
    for (std::size_t i = 0; i < sizeof digest; ++i) {
        hex[2 * i] = digits[digest[i] >> 4];
        hex[2 * i + 1] = digits[digest[i] & 0xF];
    }
}

}  // namespace umpire
