// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/sha256_hex.h"

#include <QCryptographicHash>

#ifdef UMPIRE_HAVE_LIBCRYPTO
#include <dlfcn.h>
#include <openssl/evp.h>  // the prototypes only: the library is opened when first needed
#include <openssl/opensslv.h>
#endif

#include <cstring>

namespace umpire {
namespace {

#ifdef UMPIRE_HAVE_LIBCRYPTO
#define UMPIRE_TEXT(x) #x
#define UMPIRE_TEXT_OF(x) UMPIRE_TEXT(x)

/// libcrypto's one-shot digest, opened at the first hash rather than linked: loading and
/// relocating it took about 0.8 ms of every start of the window and of umpire-cli, most of
/// which never hash anything.
struct LibCryptoDigest {
    decltype(&EVP_Digest) digest = nullptr;
    const EVP_MD* sha256 = nullptr;
};

const LibCryptoDigest& libCryptoDigest()
{
    static const LibCryptoDigest loaded = [] {
        LibCryptoDigest found;
        // Kept open for the life of the process: hashes come in bursts (verify, appends).
        void* library = dlopen("libcrypto.so." UMPIRE_TEXT_OF(OPENSSL_SHLIB_VERSION), RTLD_NOW | RTLD_LOCAL);
        if (!library)
            return found;
        const auto digest = reinterpret_cast<decltype(&EVP_Digest)>(dlsym(library, "EVP_Digest"));
        const auto sha256 = reinterpret_cast<decltype(&EVP_sha256)>(dlsym(library, "EVP_sha256"));
        if (digest && sha256) {
            found.digest = digest;
            found.sha256 = sha256();
        }
        return found;
    }();
    return loaded;
}
#endif

}  // namespace

void sha256Hex(const char* bytes, std::size_t size, char (&hex)[64])
{
    unsigned char digest[32];
    bool done = false;
#ifdef UMPIRE_HAVE_LIBCRYPTO
    if (const LibCryptoDigest& crypto = libCryptoDigest(); crypto.sha256) {
        unsigned int written = 0;
        done = crypto.digest(bytes, size, digest, &written, crypto.sha256, nullptr) == 1 && written == sizeof digest;
    }
#endif
    if (!done) {
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

bool sha256UsesLibCrypto()
{
#ifdef UMPIRE_HAVE_LIBCRYPTO
    return libCryptoDigest().sha256 != nullptr;
#else
    return false;
#endif
}

}  // namespace umpire
