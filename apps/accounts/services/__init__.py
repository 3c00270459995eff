"""Writes for accounts and sign-in, one module per area. Each function is one transaction
unless noted. Callers import from `apps.accounts.services`."""

from .handoff import handoff_code_issue, handoff_code_redeem, session_fork
from .linking import (
    account_unlink,
    email_link,
    email_link_code_send,
    mobile_link,
    mobile_link_code_send,
    sign_in_ways,
    wechat_link,
)
from .lockout import signin_unlock
from .profile import account_delete, avatar_update, password_change, password_set, profile_name_update, users_lock
from .reauth import reauth_code_send, session_reauthenticate
from .sessions import (
    ClientInfo,
    SessionTokens,
    session_logout,
    session_open,
    session_refresh,
    session_switch,
    sessions_revoke,
)
from .signin import (
    auth_records_purge,
    email_login_code_send,
    login_email_code,
    login_password,
    login_sms,
    login_wechat,
    sms_login_code_send,
    user_register,
)
from .verification import email_proved, email_verification_resend, email_verify, password_reset, password_reset_send

__all__ = [
    "ClientInfo",
    "SessionTokens",
    "account_delete",
    "account_unlink",
    "auth_records_purge",
    "avatar_update",
    "email_link",
    "email_link_code_send",
    "email_login_code_send",
    "email_proved",
    "email_verification_resend",
    "email_verify",
    "handoff_code_issue",
    "handoff_code_redeem",
    "login_email_code",
    "login_password",
    "login_sms",
    "login_wechat",
    "mobile_link",
    "mobile_link_code_send",
    "password_change",
    "password_reset",
    "password_reset_send",
    "password_set",
    "profile_name_update",
    "reauth_code_send",
    "session_fork",
    "session_logout",
    "session_open",
    "session_reauthenticate",
    "session_refresh",
    "session_switch",
    "sessions_revoke",
    "sign_in_ways",
    "signin_unlock",
    "sms_login_code_send",
    "user_register",
    "users_lock",
    "wechat_link",
]
