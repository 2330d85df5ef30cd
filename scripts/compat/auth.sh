#!/usr/bin/env bash
# Runs supabase-js's auth-js jest suite (the Supabase CLI configuration, test/supabase/config.toml) against this
# checkout's /auth/v1; the suite's generated RSA signing key becomes AUTH_JWT_SIGNING_JWK, as signing_keys_path does there.
# Usage (from the project root): scripts/compat/auth.sh SUPABASE_JS_DIR   — results in $W (default /tmp/compat/auth)
SUITE=auth-js
W=${W:-/tmp/compat/auth}; PORT=${PORT:-4713}; DB=${DB:-compat_auth}
source "$(dirname "$0")/lib.sh"
mkdir -p "$W"; rm -rf "$W/data"; : >"$W/server.log"
unpack_suite auth-js
(cd "$T" && node test/generate-signing-keys.js >"$W/keys.log" 2>&1)
JWK=$(node -e 'console.log(JSON.stringify(require(process.argv[1])[0]))' "$T/test/supabase/signing_keys.json")
fresh_db
trap stop_server EXIT
# config.toml's [auth] settings, as this server's environment (its [auth.sms] has no provider enabled: AUTH_SMS_PROVIDER=none)
start_server SITE_URL=http://127.0.0.1:3000 AUTH_REDIRECT_URLS='https://127.0.0.1:3000,http://localhost:5173' \
  AUTH_JWT_SIGNING_JWK="$JWK" AUTH_JWT_EXPIRY=3600 AUTH_REFRESH_TOKEN_REUSE_INTERVAL=10 AUTH_ANONYMOUS_USERS=true \
  AUTH_MANUAL_LINKING=false AUTH_PASSWORD_MIN_LENGTH=6 AUTH_AUTOCONFIRM=true AUTH_PHONE_AUTOCONFIRM=true \
  AUTH_SECURE_EMAIL_CHANGE=true AUTH_EMAIL_MAX_FREQUENCY=1 AUTH_OTP_EXPIRY=3600 AUTH_MFA_MAX_FACTORS=10 \
  AUTH_RATE_LIMIT_IP=100000 AUTH_RATE_LIMIT_TOKEN=100000 AUTH_RATE_LIMIT_EMAIL=100000 \
  AUTH_MFA_WEBAUTHN_ENROLL_ENABLED=true AUTH_MFA_WEBAUTHN_VERIFY_ENABLED=true AUTH_SMS_PROVIDER=none \
  AUTH_PASSKEY_ENABLED=true AUTH_WEBAUTHN_RP_ID=localhost AUTH_WEBAUTHN_RP_ORIGINS=http://localhost:5173 AUTH_WEBAUTHN_RP_DISPLAY_NAME='auth-js tests'
sed -i "s#http://127.0.0.1:54321/auth/v1#http://127.0.0.1:$PORT/auth/v1#g" "$T/test/lib/clients.ts"
run_jest jest.config.cli.js --coverage=false
