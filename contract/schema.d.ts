// Generated from openapi.yaml by `npm run gen:api`. Do not edit.
export interface paths {
  '/app/v1/anonymous/appConfig': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Configuration for an anonymous visitor.
     * @description `appGameList` is present only when the body's `gameListVersion` differs from the server's.
     */
    post: operations['anonymousAppConfig'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getAfterLoginInfoWeb': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Configuration plus the logged-in player's session data.
     * @description A 401 here makes the client fall back to `anonymousAppConfig`. Reference-server decision: the answer is the anonymous configuration plus `SessionState`.
     */
    post: operations['getAfterLoginInfoWeb'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getAfterLoginInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The logged-in player's session data (no configuration).
     * @description The payload and the answer are a reference-server decision.
     */
    post: operations['getAfterLoginInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getUserInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refresh the player's user info. */
    post: operations['getUserInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/online': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Heartbeat, every 60 s while logged in; `gameId` while on /start.
     * @description The answer is a reference-server decision.
     */
    post: operations['online'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/actionLog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a client action (caller-supplied event and data).
     * @description Reference-server decision for the payload shape; accepted with or without a token. Capped per client address (60 at once, then one a second) and per token (120 at once, then one a second): past a cap, 429 with Retry-After. An entry is at most about 5 KiB (the schema below); the server keeps 30 days and at most 200,000 entries.
     */
    post: operations['actionLog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/anonymous/lobbyTips': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Big-win ticker and new-year list. */
    post: operations['anonymousLobbyTips'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/tradeInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deposit and withdrawal terms for the logged-in player.
     * @description The payload and the answer are a reference-server decision.
     */
    post: operations['tradeInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/anonymous/tradeInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deposit and withdrawal terms for a visitor.
     * @description The payload and the answer are a reference-server decision.
     */
    post: operations['anonymousTradeInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getBonusTickers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Recent bonus payouts for the home ticker.
     * @description The payload and the answer are a reference-server decision.
     */
    post: operations['getBonusTickers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getLotterConfig': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bonus-point exchange terms and the player's points.
     * @description Reference-server decision. A point is worth 0.008 coin; points are exchanged in steps of `stepPoints` whole points (125 points = 1.00 coin).
     */
    post: operations['getLotterConfig'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/lotteryExchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange whole bonus points for coin.
     * @description Reference-server decision. Errors 2016 (points invalid or not enough).
     */
    post: operations['lotteryExchange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/startGame': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Launch a game; answers the provider URL to frame.
     * @description Errors 3001 (not found), 3002 (game or brand in maintenance), 2021 (the session-time limit is reached). Response is a reference-server decision; `playSession` is the running play session (the launch starts one when none runs) for the reality check and the session-time limit. The game session behind `gameUrl` belongs to the login session of this token and ends with it, with the player's standing (an exclusion, the account disabled, the session-time limit), after 30 minutes without a round and 8 hours after the launch; the game provider checks the standing at every round and refuses a round of an ended game session with HTTP 410 errcode 3003 (`info.description`, "Game sessions and the provider's round call"). `gameUrl` is framed sandboxed (no `allow-same-origin`); the page speaks the body's `lang`.
     */
    post: operations['startGame'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/exitGame': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Leave the current game; answers the balance after the session.
     * @description Reference-server decision for the response.
     */
    post: operations['exitGame'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/gameLike': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Like (1) or unlike (0) a game. errcode 1004 when nothing changes. */
    post: operations['gameLike'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/refreshData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Balance and level figures. */
    post: operations['refreshData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/preLogin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The RSA public key the client encrypts passwords with.
     * @description Reference-server decision: the 2048-bit key pair lives in the data dir; passwords are encrypted with RSA-OAEP (SHA-256, MGF1 SHA-256) over their UTF-8 bytes and sent as base64.
     */
    post: operations['preLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/accountLogin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in by phone number or username.
     * @description Failures: 101 (unknown account or wrong password, one answer), 102 (disabled), 1047 (too many failures for this player in 15 minutes, by account name or bound mobile alike). Reference-server decisions: 2401 / 2402 with `exclusion` and a withdraw-only `withdrawToken` when the password is right but a cool-off, self-exclusion or closure is in force; from a network the account logged in from successfully in the last 90 days only that network's failures count toward 1047 (a stranger cannot lock the owner out); 20 failed logins from one client address (an IPv6 address by its /64) in 15 minutes (any accounts; TRUST_PROXY respected) answer 429 with Retry-After before anything is checked. docs/player-protection.md.
     */
    post: operations['accountLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/accountRegist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register with a username (registerType username) or a phone without OTP (phoneNoOtp).
     * @description Failures: 1018 (username taken), 1045 (mobile registered), 1019 (account format), 1020 (password format), 1049 (registration type not enabled). `outUrl` is the landing URL; its `aid` names the inviter. Without a code to prove, "taken" answers are what a prober wants: every attempt takes a token from the caller's address (20 at once, then one a minute), 429 with Retry-After past that.
     */
    post: operations['accountRegist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/accountRegist4': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register with a phone number and, when otpStatus is on, its one-time code.
     * @description Used by registerType phone and by green mode. Failures: 1043 (code), 1045 (mobile registered), 1019, 1020, 1049. With otpStatus on the code is checked first: a registered number answers 1043 like any other until its code is proven, then 1045 (numbers cannot be probed).
     */
    post: operations['accountRegist4'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/lineLogin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Social login return; exchanges the identity provider's `code` (checked against `state` and PKCE).
     * @description Failure 1049 (code unknown, used or expired, state mismatch, or a `codeVerifier` whose S256 challenge is not the `code_challenge` the provider recorded with the code). Creates the player on first use. Against login CSRF, the app starts every attempt with a fresh random `state` and a PKCE pair (RFC 7636, `code_challenge_method=S256`) kept in the tab that started it, and sends the verifier here only for a return with that tab's state; a code obtained by someone else cannot be exchanged without its verifier. Reference-server decision: 2401 / 2402 with `exclusion` and a withdraw-only `withdrawToken` while a cool-off, self-exclusion or closure is in force (as accountLogin).
     */
    post: operations['lineLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getLoginThirdConfigList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Third-party login providers; the social login button shows only when an entry has id 3. */
    post: operations['getLoginThirdConfigList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/smsSend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a one-time code (type 0 register, 1 forget password, 2 bind mobile).
     * @description 6 random digits, valid 10 minutes, one use. A resend to the same number within 60 s, or past the per-number (5 an hour) or per-IP (20 an hour) caps, gets 429 with Retry-After — registered numbers and free ones alike. Failure: 1019 (number format). Whoever has the number, every send is answered the same way, so numbers cannot be probed: type 1 for a number no player has delivers nothing, and type 0 or 2 for a registered number delivers a code whose SMS also says the number already has an account (accountRegist4 / bindAccount answer 1045 once that code is proven).
     */
    post: operations['smsSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/bindAccount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bind a mobile number to the player (only when none is bound).
     * @description Failures 2104 (already bound), 1043 (code), 1045 (number taken), 1019 (format). With otpStatus on the code is checked first: a taken number answers 1043 like any other until its code is proven.
     */
    post: operations['bindAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/forgetPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a one-time code sent to the bound mobile (smsSend type 1).
     * @description Failures 1043 (code), 1019 (number), 1020 (password). Revokes every session of the player.
     */
    post: operations['forgetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke the current token.
     * @description Reference-server decision — the token is revoked on the server, not only forgotten by the client.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getCustomerServices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Customer-service queue; the first entry is the one the app opens. */
    post: operations['getCustomerServices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getExchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdrawal terms and the player's state for the withdraw page.
     * @description The payload and the answer are a reference-server decision.
     */
    post: operations['getExchange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/exchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw to one of the player's bank cards.
     * @description Needs verified KYC (2006), a safebox password that is set (2007) and right (2008), a bound card of `bankId` (2010), an amount within bounds (2001) and the balance (2005). The amount leaves the balance at once and cannot be cancelled by the player; at most 3 open withdrawals (2018). Reference-server decision: the amount must not pass the withdrawable amount (the cash pot; bonus money not yet wagered stays) — else 2022 with `withdrawable`, `bonus` and `wageringLeft` (more than the whole balance stays 2005).
     */
    post: operations['exchange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getBonusWallet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The coin balance as cash and bonus money, the withdrawable amount and the wagering progress.
     * @description Reference-server decision (docs/player-protection.md "Bonus money and wagering"). Every ledger kind is cash or bonus (one classification, server/domain/ledger-kinds.ts); cash + bonus is the coin balance every other call answers. Bets of game rounds are taken from cash first, then bonus; a win returns in the bet's proportion. Every bet made while bonus money is outstanding counts toward its wagering (`wagered` of `wageringRequired` = the bonus grants × `multiple`, default 1); once done, the whole bonus becomes cash. `withdrawable` = coin − unwagered bonus = `cash`. Bonuses credited before this decision (migration 077) count as cash.
     */
    post: operations['getBonusWallet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/addBankInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bind a bank card (one card per bank).
     * @description Failures 2011 (bank already bound), 2012 (details invalid), 2010 (unknown bank).
     */
    post: operations['addBankInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/modifyBankInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the card bound for a bank.
     * @description Failures 2010 (no card of this bank), 2012 (details invalid).
     */
    post: operations['modifyBankInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getTaskUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Task and achievement progress; taskData key 105 means the first recharge is done.
     * @description The task user (achieveNum, achieveData, taskData, canReceiveTaskAward). Reference-server
     *     decision: the answer also carries `taskList` (every enabled task with its type, kind, target,
     *     progress, rewards and claim state, so the tasks page renders names, bars and rewards from one call)
     *     and `resetTime` (the next local midnight, when the daily tasks reset). taskData and achieveData list
     *     only tasks with progress > 0, so key 105 (FirstPay) appears with the first completed deposit.
     */
    post: operations['getTaskUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/receiveTaskAward': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive a complete task's rewards, once per period. Failures 2301, 2302, 2303.
     * @description Reference-server decision: credits the reward items of task `id`
     *     (coin 2001 and points 2002 through the ledger) when the task is complete in its current period — the
     *     local day for a daily task, for good otherwise — and not claimed in it. A claim row unique per
     *     (user, task, period) makes a second request, however close, answer 2303 and credit nothing.
     */
    post: operations['receiveTaskAward'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getMail2': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The player's mail, newest first, one page at a time. */
    post: operations['getMail2'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getMailDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One mail; marks it read. Failure 2201. */
    post: operations['getMailDetail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/receiveMail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive a mail's attachment, exactly once. Failures 2201, 2202, 2203.
     * @description Coins (item 2001) and points (item 2002, the `lottery` account) are ledger movements of kind `mail` with ref `<mailId>:<itemId>`, unique by the ledger's (account, kind, ref) constraint, written in the same transaction as the mail's conditional `received_at` update: concurrent calls (double taps, two tabs) credit once; the others answer 2202. The answer carries the balances after.
     */
    post: operations['receiveMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/delMail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete mail. A mail with an attachment not yet received is refused (2204) and nothing is deleted.
     * @description Reference-server decision: an attachment is never lost by deleting — a mail whose attachment is not received blocks the whole call (2204); the client disables its delete button and says to receive the attachment first. All ids must be the player's live mail (2201).
     */
    post: operations['delMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/hasMailUnread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The mail dot's counts by mail type (red0 system, red1 activity, red2 reward).
     * @description Reference-server decision: red<n> (red0, red1, red2) counts the player's live (not deleted) mail of type n that is unread or still holds an attachment not yet received, so a gift that was opened but not taken keeps the dot. The client shows the mail dot while red0 + red1 + red2 > 0 and polls this call every 60 s while logged in and after every mail action; `dotFlags.hasMail` of the session state is the same sum as a flag.
     */
    post: operations['hasMailUnread'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/agentFill': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the player's superior, only when none is set. Failures 2101, 2102, 2103. */
    post: operations['agentFill'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/updateProfile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change nickname and/or avatar number. Failure 2105.
     * @description nickname: 2-16 characters after trimming (inner spaces collapse), letters and marks of any script, digits, spaces, '_', '.' and '-' (contract/profile-rules.ts); avatar: one of the configuration's avatarList. Anything else is 2105 with the reason in msg.
     */
    post: operations['updateProfile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getSafebox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Safebox balance and whether its password is set. */
    post: operations['getSafebox'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/safeboxPasswordInit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the safebox password (6 digits, encrypted like login passwords). Failures 2009, 2105. */
    post: operations['safeboxPasswordInit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/modifySafePassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the safebox password. Failures 2007, 2008, 2105. */
    post: operations['modifySafePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/uploadKyc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload one identity image (JPEG, PNG or WebP, at most 5 MiB). Failure 2014.
     * @description A file request; the client does not merge the common fields into it.
     */
    post: operations['uploadKyc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/addKyc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit identity details with the uploaded images. Failures 2013, 2014, 2015.
     * @description Reference-server decision: a complete submission of a player aged 21 or over is verified at once (status 2); the shape leaves room for a manual review (status 1).
     */
    post: operations['addKyc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/kyc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Identity-verification status and deadline. */
    post: operations['kyc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/shortUrl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Shorten a share link of this site; `GET /s/{code}` redirects to it.
     * @description Only URLs of this site — on its configured origin (PUBLIC_URL) or ALLOWED_ORIGINS, whatever Host the request names — are shortened (2105 otherwise). Reference-server decision for the shape.
     */
    post: operations['shortUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appUserOther': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The player's extra profile details.
     * @description Reference-server decision for the shape.
     */
    post: operations['appUserOther'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/updateAppUserOther': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the player's extra profile details. Failures 2105, 2015, 2106.
     * @description Reference-server decision for the shape. Only the fields sent change. realName: 1-80 letters, marks, spaces, '.', '-' or an apostrophe; birthday: a real past date (YYYY-MM-DD) of a player aged 21 or more (2015 under 21, 2105 not a date); email: an address, or '' to clear it. 2106 when realName or birthday would change after identity verification supplied them (they are then read-only).
     */
    post: operations['updateAppUserOther'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getAgreements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The legal texts the player accepted (terms of use, privacy policy), with version and time.
     * @description Reference-server decision: there is no call to accept a text (no /profile/agree/{name}); the server records both texts at their current version whenever an account is created (registration needs the agreement).
     */
    post: operations['getAgreements'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getRechargeRecord': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The player's deposits, newest first. */
    post: operations['getRechargeRecord'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getExchangeOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The player's withdrawals, newest first. */
    post: operations['getExchangeOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/recharge3': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a deposit order; answers the panel to open.
     * @description `actType` 0 is a plain deposit, 13 buys the first-charge package whose price equals `amount` (2017 otherwise), 6 buys the login-pay card `propId`. With bank deposits on, a channel with a `bankId` the player has not bound, or a channel without one while the player has no card, fails with 2003. Failures 2001 (amount), 2002 (channel, or no payment provider: the reference server in production without SANDBOX_PAYMENTS=1). `payUrl` and the QR text start with the site's configured origin (PUBLIC_URL), never the request's Host. `isCheck` 1 tells the client to call checkRechargeOrder when the panel closes. Reference-server decision: an order that would take the deposits counted in a window (orders created in it that are pending or done) over the player's deposit limit for that window fails with 2019 and `limit` (the tightest window: its limit, what is left, when it resets); docs/player-protection.md.
     */
    post: operations['recharge3'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/checkRechargeOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask whether a deposit is done; completes it (once) when the provider has been paid. Failure 2004. */
    post: operations['checkRechargeOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getActivityIds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The activities open to the player. A non-zero errcode leaves the client's data untouched. */
    post: operations['getActivityIds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appRechargeBonusCollection9': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** First-charge state and packages. */
    post: operations['appRechargeBonusCollection9'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appRechargeBonusCollection9Receive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Claim one first-charge gift (itemStatus 1 only, each propId once). Failures 1001–1008. */
    post: operations['appRechargeBonusCollection9Receive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appInviteBonus1User': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invite-friends state, tiers and the player's share link. */
    post: operations['appInviteBonus1User'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appInviteBonus1UserReceive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Receive the current invite tier's gift. Failures 1001, 1002, 1004, 1006, 1007, 1008. */
    post: operations['appInviteBonus1UserReceive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getLoginPayUser3': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Login-pay (daily sign-in card) state and the cards on sale, by price ascending. */
    post: operations['getLoginPayUser3'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/receiveLoginPay3': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Receive today's reward of an owned card. Failures 1009 (already today), 1010 (nothing due). */
    post: operations['receiveLoginPay3'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/vipRebateUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * VIP rebate (activity 8) — yesterday's bets, level, rate and amount, and the recent claims.
     * @description Reference-server decision: `vipRebate.day` is yesterday
     *     in the country's local time, `bet` the total bet of that day's game rounds, `level` the VIP level
     *     reached by the end of that day and `rebateRate` its share in basis points
     *     (AppConfig.appUserLevelConfigList); `amount` = floor(bet × rebateRate / 10000) hundredths, or what was
     *     credited once `received` is 1. `nextTime` is the next local midnight, when a new day becomes
     *     claimable (an unclaimed day is lost then). `recordList`: the player's latest claims, newest first.
     */
    post: operations['vipRebateUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/vipRebateReceive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim yesterday's VIP rebate, once per local day. Failures 1001, 1009 (already), 1010 (nothing).
     * @description Reference-server decision: credits `amount` coin (item 2001, ledger kind `vip_rebate`, ref
     *     `<user>:<day>`) with a claim row unique per (player, day) in one transaction, so racing requests
     *     credit once and the others answer 1009. 1010 when yesterday's amount is 0; 1001 when activity 8 is
     *     closed. Answers the state after the claim, the credited item and the balances after the credit.
     */
    post: operations['vipRebateReceive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/followRewardsUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Follow rewards (activity 21) — the configured networks, the player's links and claim states.
     * @description Reference-server decision: a network is an enabled follow task (task types 4, 13, 16, 17) with a
     *     configured reward. `link` is the player's tracked follow link (/t/<code>, the same as the task's):
     *     opening it records the open and redirects to the network's page. `opened` is 1 once the player's
     *     link was opened (the proof of following), `received` once the network's reward was claimed.
     */
    post: operations['followRewardsUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/followRewardsReceive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim a followed network's reward, once per network. Failures 1001, 1002, 1003, 1010.
     * @description Reference-server decision: credits the network's reward items (coin 2001 and points 2002 through the
     *     ledger, kind `follow_reward`) with a claim row unique per (player, network type) in one transaction.
     *     1002 when the player's link of that network was never opened, 1003 when already claimed (also for
     *     a racing duplicate), 1010 when no such network is configured, 1001 when activity 21 is closed.
     */
    post: operations['followRewardsReceive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/rechargeBonusCollection6': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cash bonus (fund, activity 16) state — the pot accrued from completed deposits.
     * @description Reference-server decision (docs/promotions.md "Cash bonus (type 16)"): every completed deposit of at least `minRecharge` while the activity is open adds `rate` basis points of its amount to the player's pot, at most `dayLimit` per local day; each accrual can be claimed for `validDays` days, then it is lost. `amount` is what a claim would pay now.
     */
    post: operations['rechargeBonusCollection6'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/receiverRechargeBonusCollection6': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim the whole cash-bonus pot as coin. Failure 1010 (nothing to claim).
     * @description The answer carries the coin and points balances after the credit. Reference-server decision: pays every unclaimed, unexpired accrual at once (one ledger row per accrual, kind 'fund', ref = the deposit's order id, so an accrual is paid once whatever races). Claiming stays possible after the activity closes, until the accruals expire.
     */
    post: operations['receiverRechargeBonusCollection6'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/rechargeBonusCollection8': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ladder recharge (activity 17) state — today's deposits and the tiers they unlock.
     * @description Reference-server decision (docs/promotions.md "Ladder recharge (type 17)"): the sum of the player's deposits completed today (local day of the country) unlocks every tier whose `recharge` it reaches; each tier is claimed once per local day; unclaimed tiers lapse at local midnight (`resetTime`), when the total starts again from zero.
     */
    post: operations['rechargeBonusCollection8'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/receiverRechargeBonusCollection8': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim one unlocked ladder tier (`id`) for today. Failures 1001, 1002, 1004, 1009.
     * @description The answer carries the coin and points balances after the credit. Reference-server decision: the claim call for ladder recharge follows the fund's name. 1001 the activity is not open, 1004 no such tier, 1002 today's deposits do not reach the tier, 1009 the tier was already claimed today (the claim row's primary key answers a racing duplicate).
     */
    post: operations['receiverRechargeBonusCollection8'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/agentData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Agent (activity 26) — the player's team by level, today's and total commission, what can be exchanged.
     * @description Reference-server decision: the answer is this server's own design (docs/promotions.md "Agent (type 26)"). The team is counted in valid invites (see "Valid invites" above): level 1 the player's, level 2 theirs, level 3 theirs. A member's bets count from the moment every invite of the chain down to them was valid; each level earns `rate` basis points of its members' bets (configuration), floored per level. `available` = `totalCommission` − `exchanged`; agent3Exchange takes it whole once it reaches `minExchange`. `invitees`: the player's own invitees (level 1, valid or not, newest first, at most 100), masked.
     */
    post: operations['agentData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/agent3Exchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange the whole available commission into coin, 1:1. Failures 1001, 1002, 1003, 1007, 1010.
     * @description Reference-server decision. Turns `available` (all of it) into coin. 1001 Agent is not open, 1007 the player has no bound mobile, 1010 nothing is available, 1002 less than `minExchange` is available, 1003 a racing exchange took the same commission first. Each unit of commission is exchanged once: an exchange is the row (player, start = the sum of the earlier exchanges), unique, with its ledger credit (kind 'agent_commission') in the same transaction.
     */
    post: operations['agent3Exchange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appAgent5User': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Agent5 (activity 41) — a reward per valid invite and invite-count tiers.
     * @description Reference-server decision (docs/promotions.md "Agent5 (type 41)"). Counts the valid invites (see "Valid invites" above) validated while the programme runs (its activity's window). Each such invite pays `inviteAward` once (appAgent5UserInviteValidReceive); each tier pays once when the count reaches its `invites` (appAgent5UserReceive). `invitees`: the player's invitees (newest first, at most 100), masked, each with whether its reward can be received (status 1), was received (2) or not yet / never (0).
     */
    post: operations['appAgent5User'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appAgent5UserLog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Agent5 — what the player received, newest first (paged).
     * @description Reference-server decision: one row per reward received (kind 1 a valid invite's, with the invitee masked; kind 2 a tier's, with its invite count), newest first; `page` from 1, `pageSize` up to 100 (default 20).
     */
    post: operations['appAgent5UserLog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appAgent5UserReceive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive a reached Agent5 tier (`id`). Failures 1001, 1002, 1003, 1004, 1007.
     * @description Reference-server decision. 1001 Agent5 is not open, 1007 the player has no bound mobile, 1004 no such tier, 1002 the valid invites do not reach it, 1003 already received (the claim row's unique key answers a racing duplicate).
     */
    post: operations['appAgent5UserReceive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appAgent5UserInviteValidReceive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive the reward of one valid invite (`id` = the invitee's id). Failures 1001, 1002, 1003, 1004, 1007.
     * @description Reference-server decision. 1001 Agent5 is not open, 1007 the player has no bound mobile, 1004 the id is not the player's invitee, 1002 the invite is not valid or became valid outside the programme's window, 1003 already received (unique per invitee; a racing duplicate too).
     */
    post: operations['appAgent5UserInviteValidReceive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/rechargeBonusCollection11': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Festival (activity 35, recharge-bonus kind 11) state — the window, festival deposits and tiers.
     * @description Reference-server decision (docs/promotions.md "Festival (type 35)"): the festival runs in its activity's configured window (`startTime`…`endTime`, `phase`); the sum of the player's deposits completed inside the window unlocks every tier whose `recharge` it reaches; each tier is claimed once per festival; unclaimed tiers lapse when it ends. Outside the window the tiers are listed with status 0 (or 2 when claimed) and `phase` says whether it opens later or has ended.
     */
    post: operations['rechargeBonusCollection11'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/receiverRechargeBonusCollection11': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim one reached festival tier (`id`). Failures 1001, 1002, 1003, 1004.
     * @description Reference-server decision (named after the fund's and the ladder's claims). 1001 the festival is not running, 1004 no such tier, 1002 the festival deposits do not reach the tier, 1003 the tier was already claimed this festival (the claim row's primary key answers a racing duplicate). The answer carries the coin and points balances after the credit.
     */
    post: operations['receiverRechargeBonusCollection11'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/anonymous/weekendLottery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Weekend lottery (activity 33) for everyone — the running week, the prizes and the last results.
     * @description Reference-server decision (the page /activity/weekendLottery is public; docs/promotions.md "Weekend lottery (type 33)"): no token needed. Performs the draws that are due first, so the results never depend on which request comes first. `draws` are the latest draws, newest first, each with its seed (the winners follow from the seed and the week's ticket numbers) and its winners masked.
     */
    post: operations['anonymousWeekendLottery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/rechargeBonusCollection12': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Weekend lottery (activity 33, recharge-bonus kind 12) with the player's tickets.
     * @description Reference-server decision: what anonymous/weekendLottery answers, plus the player's tickets of the running week and of the weeks in `draws` (`myTickets`, in that order, each ticket with the rank and award it won, rank 0 for none) and the coin the player has won in all (`wonTotal`). Tickets are issued by completed deposits (no claim: a winning ticket is credited by the draw itself).
     */
    post: operations['rechargeBonusCollection12'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appChristmasUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Christmas (activity 37) state — the season, sign-ins, gift boxes and the calendar's extra reward.
     * @description Reference-server decision (the shape is ours; docs/promotions.md "Christmas (type 37)"): the season's window (`phase`), today's local date and whether the player signed in, the days signed (`signList`) against the calendar (`calendarDays`), the season's deposits and the deposit boxes they earn (one per `depositPerBox`, at most `maxDepositBoxes`), every gift box (source 1 sign-in, 2 deposit; status 0 closed, 1 opened with its prize in `award`, 2 received), the extra reward with its status (0 locked, 1 claimable, 2 received) and what a box can hold (`prizes`, chance = weight / Σ).
     */
    post: operations['appChristmasUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appChristmasUserSign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Today's Christmas sign-in; earns one gift box. Failures 1001, 1009.
     * @description Reference-server decision: once per local day while the season runs (1001 outside it, 1009 already today — also a racing duplicate's answer). `boxId` is the box the sign-in earned.
     */
    post: operations['appChristmasUserSign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appChristmasUserOpen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open a gift box (`id`) — the server draws its prize. Failures 1001, 1003, 1004.
     * @description Reference-server decision: the prize is drawn by weight once (1003 for a box already open — also a racing duplicate's answer); only while the season runs (1001); 1004 not the player's box. `propList` is the prize revealed; it is credited by appChristmasUserReceive.
     */
    post: operations['appChristmasUserOpen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appChristmasUserReceive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive an opened gift box's prize (`id`). Failures 1002, 1003, 1004.
     * @description Reference-server decision: credits the box's prize once (1003 already received, also a racing duplicate's answer; 1002 not opened yet; 1004 not the player's box). Allowed after the season ended: the prize was won in it. The answer carries the balances after the credit.
     */
    post: operations['appChristmasUserReceive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appChristmasUserExtra': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive the completed calendar's extra reward. Failures 1001, 1002, 1003.
     * @description Reference-server decision: once per season (1003), after sign-ins on `calendarDays` different days (1002 before), while the season runs (1001). The answer carries the balances after the credit.
     */
    post: operations['appChristmasUserExtra'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appNewYearUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * New Year (activity 38) state — tasks, lucky boxes, the four items, red packets, the extra reward.
     * @description Reference-server decision (the shape is ours; docs/promotions.md "New Year (type 38)"): the season's window; today's tasks (kind share / deposit, `need`, `boxes`, status 0 not done, 1 receivable, 2 received today); the lucky boxes (itemId 0 while closed, else the item 40001–40004 it held); the items held (item ids 40001–40004); the red packets opened (at most `maxPackets`); the extra reward after `extra.need` packets (status 0 locked, 1 receivable, 2 received).
     */
    post: operations['appNewYearUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appNewYearUserShare': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record today's share of the New Year page (its task). Failures 1001.
     * @description Reference-server decision: the app calls it when the player shares the page (a second share the same day changes nothing); 1001 outside the season.
     */
    post: operations['appNewYearUserShare'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appNewYearUserReceiveTask': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive a done task's lucky boxes for today (`id`). Failures 1001, 1002, 1004, 1009.
     * @description Reference-server decision: once per task and local day (1009, also a racing duplicate's answer); 1002 the task is not done today; 1004 no such task; 1001 outside the season.
     */
    post: operations['appNewYearUserReceiveTask'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appNewYearUserBoxOpen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open a lucky box (`id`) — the server draws its item (40001–40004). Failures 1001, 1003, 1004.
     * @description Reference-server decision: once per box (1003, also a racing duplicate's answer); 1004 not the player's box; 1001 outside the season. `propList` is the item found.
     */
    post: operations['appNewYearUserBoxOpen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appNewYearUserOpen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open a red packet with one of each item. Failures 1001, 1002, 1003, 1008.
     * @description Reference-server decision: uses one of each of 40001–40004 (1002 without a full set), draws the coin by weight and credits it (the n-th packet of the season is a unique row: 1003 for a racing duplicate); at most `maxPackets` a season (1008); 1001 outside the season. Each opening is an entry of anonymous/lobbyTips `newYearList`. The answer carries the balances after the credit.
     */
    post: operations['appNewYearUserOpen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appNewYearUserExtra': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive the extra reward after enough red packets. Failures 1001, 1002, 1003.
     * @description Reference-server decision: once per season (1003) after `extra.need` packets (1002 before), in season (1001). The answer carries the balances after the credit.
     */
    post: operations['appNewYearUserExtra'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/actInviteUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite & Spin (activity 20) state. Failures none (an ended activity answers open 0).
     * @description Reference-server decision (the shape is ours): spins left, earned and used, the round's progress toward the cash-out target, the wheel's slices with their weights (the odds are weight / Σ weights), the conditions that earn spins with how often the player met each, the invite tiers of configuration (appInviteBonusConfigList: the first one's coin is the centre tab's badge), the number of invited players who bound a mobile and the player's share link.
     */
    post: operations['actInviteUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/actInviteUserStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite & Spin figures only (spins left, progress, target, whether a cash-out is possible).
     * @description Reference-server decision — the light state read after a change.
     */
    post: operations['actInviteUserStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/actInviteUserSpin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Use one spin; the server draws the slice. Failures 1001 (activity off), 1010 (no spin left).
     * @description Reference-server decision: the slice is drawn by weight from the configured prize table with the server's random source; its amount is added to the round's progress, capped at the target (`added`). A spin can never be used twice, however many requests race.
     */
    post: operations['actInviteUserSpin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/actInviteUserRecord': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The player's spins (type 1) and cash-outs (type 2), newest first.
     * @description Reference-server decision — one list of both, paged like the other records (20 a page by default).
     */
    post: operations['actInviteUserRecord'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/actInviteUserExchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cash the round out once its progress reached the target (the target in coin, once per round). Failures 1001, 1002 (target not reached), 1003 (already cashed out), 1007 (no bound mobile).
     * @description Reference-server decision: the credit is a ledger row unique per player and round; the next round starts at 0 and the spins left carry over.
     */
    post: operations['actInviteUserExchange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/loginBonus3User': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign-up bonus (SignUpBonus 15) — the N days after registration, which is today, which are received.
     * @description Reference-server decision (the shape is ours; -1 marks a received day):
     *     `dayList` is the configured award of each day 1…N (day 1 = the local day of registration), `today`
     *     the player's day now (greater than N once the bonus is over), `loginPayDataJson.days[i]` -1 when day
     *     i+1 was received, else that day's coin. Only today's day can be received; a day not received on its
     *     own local day is lost. See docs/promotions.md "Sign-up bonus (type 15)".
     */
    post: operations['loginBonus3User'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/loginBonus3UserReceive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive today's sign-up bonus day. Failures 1001, 1005 (not today's day / over), 1009 (already today).
     * @description Reference-server decision: `day` must be the player's day today (a page left open across midnight
     *     asks for yesterday's day and gets 1005). A claim row unique per (player, day) and per (player, local
     *     day) makes a racing second request answer 1009 and credit nothing. Answers the new state, the items
     *     credited and the balances after the credit.
     */
    post: operations['loginBonus3UserReceive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/freeSignUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Free sign (FreeSign 36) — the sign-in cycle, the day today pays and whether today is signed.
     * @description Reference-server decision: a cycle of days (`cycle`, 7 in the
     *     seed) whose award grows; consecutive local days walk it, the day after the last starts again at 1,
     *     a local day without a sign-in resets to day 1. `day` is the cycle day signed today
     *     (`signedToday` 1) or the one today's sign-in pays. See docs/promotions.md "Free sign (type 36)".
     */
    post: operations['freeSignUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/freeSignReceive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in for today (free sign). Failures 1001, 1005 (not the day today pays), 1009 (already today).
     * @description Reference-server decision: `day` must be the cycle day today pays. A claim row unique per (player,
     *     local day) makes a racing second request answer 1009 and credit nothing.
     */
    post: operations['freeSignReceive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/bankruptBonusUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Supply (Supply 30) — whether the player is bankrupt, the relief award and whether today's is received.
     * @description Reference-server decision (besides bankruptBonus, the page needs the state): bankrupt
     *     means a coin balance below `threshold` (the isBankrupt of getActivityIds). See docs/promotions.md
     *     "Supply (type 30)".
     */
    post: operations['bankruptBonusUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/bankruptBonus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive today's supply. Failures 1001, 1002 (not bankrupt), 1009 (already today).
     * @description Reference-server decision: once per local day while the coin balance is below the threshold. A claim
     *     row unique per (player, local day) makes a racing second request answer 1009 and credit nothing.
     */
    post: operations['bankruptBonus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getPromotionalVideoList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Home promotional videos; `path` is relative to `gameResourceUrl`. */
    post: operations['getPromotionalVideoList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/agent4Data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * AgentCount (activity 31) state — invites, scratch cards, the lottery and the invite milestones.
     * @description Reference-server decision (the shape is ours; docs/promotions.md "AgentCount (type 31)"): the programme's window (`phase`, activity 31's dates), the player's share link, how many players they invited and how many of those are valid invites (the contract's one definition, docs/promotions.md "Valid invites"), one scratch card per valid invite up to `maxCards` (status 0 to scratch, 1 scratched with its prize in `award`), what a card can hold (`scratchPrizes`, chance = weight / Σ), the lottery (one draw per `cardsPerLottery` scratched cards: earned, left, prizes, the latest draws) and the milestones of valid invites (`awards`, status 0 locked, 1 claimable, 2 received). Answers in every phase.
     */
    post: operations['agent4Data'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/agent4InviteRows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * AgentCount — the players the player invited, masked, newest first (a page).
     * @description Reference-server decision: each row is the invited player's masked mobile (else masked account), when they registered, `state` 1 a valid invite / 0 not (yet), and why (`status`, the valid-invite rule of info "Valid invites"). `page` defaults to 1, `pageSize` to 20.
     */
    post: operations['agent4InviteRows'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/agent4Scratch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Scratch card `id` — the server draws, records and credits its prize. Failures 1001, 1002, 1003.
     * @description Reference-server decision: card n exists for n ≤ the valid invites (at most `maxCards`; 1002 for a card not earned yet). The prize is drawn by weight, recorded and credited in one transaction, once per card (1003 for a card already scratched — also a racing duplicate's answer); the page then reveals the recorded prize. Only while the programme runs (1001). The answer carries the balances after the credit.
     */
    post: operations['agent4Scratch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/agent4Lottery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Use one lottery draw — the server draws and credits its prize. Failures 1001, 1010.
     * @description Reference-server decision: every `cardsPerLottery` scratched cards earn one draw; a draw takes the next number (a unique row per player and number), so racing calls cannot use one draw twice (1010 no draw left). The prize is drawn by weight and credited at once. Only while the programme runs (1001).
     */
    post: operations['agent4Lottery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/agent4Award': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive the invite milestone `id`. Failures 1001, 1003, 1004, 1006.
     * @description Reference-server decision: a milestone is received once (1003, also a racing duplicate's answer) when the valid invites reached it (1006 before); 1004 no such milestone; only while the programme runs (1001).
     */
    post: operations['agent4Award'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appProxyUser4TaskUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proxy share tasks — one per share network (task types 7–11) and their state.
     * @description Reference-server decision (docs/promotions.md "Proxy share tasks"): status 0 not shared, 1 shared (the player's `/s/<code>?via=<type>` link in `shareUrl`) and waiting for someone to open it through that network, 2 done (an open after the share by someone other than the player), 3 rewarded. Shown with AgentCount; answers in every phase.
     */
    post: operations['appProxyUser4TaskUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appProxyUser4TaskUserShare': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Share to network `type` (7–11) — answers the player's short share link for it. Failures 1001, 1004.
     * @description Reference-server decision: the link is the player's short link (`shortUrl`) of their share link (outValue, install_referrer=h5, aid, share_referrer=8) with `?via=<type>`; the first share's time is kept (sharing again answers the same link). Only while the programme runs (1001).
     */
    post: operations['appProxyUser4TaskUserShare'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/appProxyUser4TaskUserReceive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive a done share task's reward (`type`). Failures 1001, 1002, 1003, 1004.
     * @description Reference-server decision: once per player and network (1003, also a racing duplicate's answer), after someone opened the shared link through that network (1002 before); only while the programme runs (1001). The answer carries the balances after the credit.
     */
    post: operations['appProxyUser4TaskUserReceive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getExclusion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The cool-off, self-exclusion or closure in force for the player (absent when none).
     * @description Reference-server decision: accepted from a withdraw-only session too (the one an excluded player's login answers with), so the withdraw-only page can say until when play is closed and whether, or from when, a self-exclusion can be ended. `serverTime` is the server's clock at the answer (the app compares `revocableAt` with it, not with the device's clock).
     */
    post: operations['getExclusion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/startExclusion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a cool-off, a self-exclusion or close the account, confirmed with the password.
     * @description Reference-server decision (after PAGCOR's exclusion procedure): `kind` coolOff lasts `duration` 24h, 7d or 30d and cannot be ended early; selfExclusion lasts 6m, 1y or 5y (calendar months from now) and cannot be ended in its first 6 months (`revocableAt`); closure has no end (no `duration`; reopening is the operator's). `password` is the login password, RSA-OAEP encrypted like login's. Effective at once: every session of the player (every device, this one included) is revoked in the same transaction, so each of their next calls answers 401. Until it ends, login answers 2401 (2402 for a closure) with a withdraw-only token, and deposits, games and every other money operation are refused; the balance can still be withdrawn. Failures 2403 (password wrong), 2404 (an exclusion is already in force), 2407 (a duration the kind does not have); 429 after 5 password confirmations in a row (one more every 3 minutes).
     */
    post: operations['startExclusion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/endSelfExclusion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask to end a self-exclusion past its first 6 months; it ends 24 hours later.
     * @description Reference-server decision: called from the withdraw-only session. Confirmed with the password (RSA-OAEP encrypted; the password is checked first, so 2405 is answered only to the right one). Failures 2403 (password wrong), 2405 (still in the first 6 months: `revocableAt` says from when), 2406 (a cool-off or a closure, or nothing in force). The end is `endsAt` = 24 hours after the first request (an earlier end stays), marked `endRequested`; asking again changes nothing, and the request cannot be cancelled (the 24 hours are the cooling time before play is possible again). The app reads `revocableAt` from getExclusion and says from when it can be ended before the player asks.
     */
    post: operations['endSelfExclusion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getAccountSecurity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The player's login history and active sessions.
     * @description Reference-server decision: `loginHistory` is the last 30 login attempts on the account within 90 days, newest first (`outcome` ok, password — wrong password —, locked — refused by the lockout —, excluded — right password during an exclusion); `sessions` the signed-in devices, most recently used first, `current` 1 for the caller's. `device` is the browser and system read from the User-Agent ('' when unknown); `place` is the address's network with no geolocation service: `public` with the /24 (IPv4) or /48 (IPv6) network, or `loopback`, `private` (RFC 1918, 100.64/10, link-local, fc00::/7) or `unknown` without a network. docs/player-protection.md.
     */
    post: operations['getAccountSecurity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/signOutOtherSessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out every other device (revokes every session of the player but the caller's).
     * @description Reference-server decision: effective at once — the other sessions' next call answers 401. `signedOut` is how many were revoked; history and sessions after the change.
     */
    post: operations['signOutOtherSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/getPlayerProtection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The player's deposit limits, what each window has used and has left, and pending changes.
     * @description Reference-server decision: one entry per window (day, week, month) in that order. Windows are calendar windows of the country's time zone (TH UTC+7, PK UTC+5, PH UTC+8): the day from local midnight, the week from Monday 00:00, the month from the 1st 00:00. `used` counts the deposit orders created in the window that are pending (can still be paid) or done. `left` is the limit minus `used` (never below 0); `depositLeft` is the lowest `left` of all windows with a limit (absent when none is set). docs/player-protection.md.
     */
    post: operations['getPlayerProtection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/setDepositLimit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set, lower, raise or remove the deposit limit of one window.
     * @description Reference-server decision (after UKGC RTS 12): `amount` absent removes the limit. Setting a first limit or lowering one applies at once and cancels a pending change of that window (`change: immediate`); raising or removing one becomes a pending change that applies 24 hours later (`change: pending`, the entry's `pending.effectiveAt`), replacing any earlier pending change of that window; the same amount as the limit in force changes nothing (`change: unchanged`) and cancels a pending change. Answers the settings after the change.
     */
    post: operations['setDepositLimit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/cancelDepositLimitChange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the pending raise or removal of one window's deposit limit (nothing to cancel is not an error).
     * @description Reference-server decision. Answers the settings after the change.
     */
    post: operations['cancelDepositLimitChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/setPlayerLimit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set, lower, raise or remove a deposit limit, a loss limit or the session-time limit.
     * @description Reference-server decision: the one limits mechanism of setDepositLimit for every kind — `kind` deposit or loss with a `period` and `amount` in hundredths, or `kind` session with `amount` in minutes (1–1440). `amount` absent removes the limit. A first or lower limit applies at once; a raise or removal waits 24 hours (`change: pending`); the same amount changes nothing. A loss limit bounds the net loss (bets − wins of the game rounds) of its window. Answers the settings after the change.
     */
    post: operations['setPlayerLimit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/cancelPlayerLimitChange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the pending raise or removal of a limit (nothing to cancel is not an error).
     * @description Reference-server decision. Answers the settings after the change.
     */
    post: operations['cancelPlayerLimitChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app/v1/setPlaySettings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose the reality-check interval, or answer the limit offer.
     * @description Reference-server decision: `realityCheckMinutes` 0 (off), 15, 30 or 60 — while a game is open the app shows the play session's time, bets, wins and net result at every such interval from the session's start. `limitOfferAnswered: true` records that the player saw the offer to set a deposit limit (set one or skipped it), so it is not shown again. Answers the settings after the change.
     */
    post: operations['setPlaySettings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Merged into every JSON body by the client. */
    Common: {
      /** @description Fixed "th". */
      clientReferrer?: string;
      /** @description "WEB" from the web app, "ANDROID" from the native Android app. */
      channel?: string;
      appId?: string;
      /**
       * @description 0 app layout, 1 desktop layout.
       * @enum {integer}
       */
      platform?: 0 | 1;
      /** @description The locale the app shows (reference-server decision): th-TH or en-US. Server-made content (notice titles and bodies, mails, deposit channel and bank names, service contact and activity names) is answered in it, and generated image URLs carry it as `?lang=<locale>` (each locale's drawing cached on its own URL). Missing or unknown → th-TH. The app sends the active locale and asks again for the configuration, home data and notices when the player switches. */
      lang?: string;
    };
    Ok: {
      /** @constant */
      errcode: 0;
      code?: number;
      msg?: string;
    };
    /** @enum {string} */
    ExclusionKind: 'coolOff' | 'selfExclusion' | 'closure';
    /** @enum {string} */
    ExclusionDuration: '24h' | '7d' | '30d' | '6m' | '1y' | '5y' | 'permanent';
    /** @description A cool-off, self-exclusion or closure (reference-server decision). */
    Exclusion: {
      kind: components['schemas']['ExclusionKind'];
      duration: components['schemas']['ExclusionDuration'];
      startedAt: components['schemas']['Timestamp'];
      /** @description When it ends (absent for a closure). */
      endsAt?: components['schemas']['Timestamp'];
      /** @description Self-exclusion only — from when the player may ask to end it (6 months after its start). */
      revocableAt?: components['schemas']['Timestamp'];
      /** @description Self-exclusion only, present (true) once the player asked to end it (endSelfExclusion): `endsAt` is then 24 hours after the request. Reference-server decision: the request cannot be withdrawn; the end comes 24 hours later whatever the player does meanwhile (no cancel operation). */
      endRequested?: boolean;
    };
    /** @description Login's 2401 (cool-off or self-exclusion in force) or 2402 (account closed), answered only when the password (or LINE) proved the player. `withdrawToken` is a withdraw-only session (one hour from its last use): accepted by getUserInfo, refreshData, getExchange, getBonusWallet, exchange, getExchangeOrder, addBankInfo, getSafebox, safeboxPasswordInit, kyc, uploadKyc, addKyc, getExclusion, endSelfExclusion and logout, and answered 401 by every other operation (reference-server decision). */
    ExclusionRefusal: {
      /** @enum {unknown} */
      errcode: 2401 | 2402;
      msg: string;
      exclusion: components['schemas']['Exclusion'];
      withdrawToken: string;
    };
    LoginPlace: {
      /** @enum {string} */
      kind: 'loopback' | 'private' | 'public' | 'unknown';
      /** @description The masked network (public only; '' otherwise). */
      network: string;
    };
    AccountSecurity: {
      loginHistory: {
        at: components['schemas']['Timestamp'];
        /** @enum {string} */
        outcome: 'ok' | 'password' | 'locked' | 'excluded';
        device: string;
        place: components['schemas']['LoginPlace'];
      }[];
      sessions: {
        current: components['schemas']['Flag'];
        createdAt: components['schemas']['Timestamp'];
        lastSeenAt: components['schemas']['Timestamp'];
        device: string;
        place: components['schemas']['LoginPlace'];
      }[];
    };
    BusinessError: {
      errcode: number;
      code?: number;
      msg: string;
    };
    ErrorBody: {
      code: number;
      errcode: number;
      msg: string;
      /** @description The body field that failed (400 only). */
      field?: string;
      /** @description Seconds (429 only). */
      retryAfter?: number;
    };
    Id: number;
    /** @enum {integer} */
    Flag: 0 | 1;
    /** @description Hundredths. */
    Money: number;
    /**
     * @description A VIP level's service promise (reference-server decision): birthdayGift a gift in the birthday month, fasterWithdrawal withdrawals handled first, prioritySupport customer service answers first, personalManager a personal account manager, exclusiveEvents invitations to members-only activities.
     * @enum {string}
     */
    VipPerk: 'birthdayGift' | 'fasterWithdrawal' | 'prioritySupport' | 'personalManager' | 'exclusiveEvents';
    /** @description Hundredths. */
    PositiveMoney: number;
    /** @description Milliseconds since the Unix epoch. */
    Timestamp: number;
    OrderId: string;
    /** @enum {string} */
    OrderStatus: 'pending' | 'done' | 'failed' | 'expired';
    /**
     * @description Embedded payment page, QR payment or bank transfer.
     * @enum {string}
     */
    PanelKind: 'url' | 'qr' | 'bank';
    /** @description RSA-OAEP-256 ciphertext (base64) of the UTF-8 secret, with the key from preLogin. */
    EncryptedSecret: string;
    OtpCode: string;
    CountryCode: string;
    /** @description The landing URL with its query (ad params, aid). */
    OutUrl: string;
    PageRequest: {
      page?: number;
      pageSize?: number;
    };
    PageInfo: {
      total: number;
      page: number;
      pageSize: number;
    };
    /** @description Sent with auth calls as `phoneinfoJsonModel`. The first login or registration whose channel is "ANDROID" (the native Android app; the web app sends "WEB") credits AppConfig.appLoginBonus once per player. */
    DeviceInfo: {
      channel?: string;
      appId?: string;
      os?: string;
      /**
       * @description 1 from a browser, 0 from the native app.
       * @enum {integer}
       */
      isBrowser?: 0 | 1;
      version?: string;
      deviceModel?: string;
      deviceIdJsonModel?: {
        afuid?: string;
      };
    };
    /** @description The player. A `password` field is deliberately absent: no password, hash or ciphertext ever leaves the server. */
    UserInfo: {
      account: string;
      /**
       * @description 0 phone, 1 username, 2 social (LINE).
       * @enum {integer}
       */
      accountType: 0 | 1 | 2;
      /** @description Avatar number (`/static/avatar/avatar_{n}.svg`). */
      avatar: number;
      avatarOther: string;
      facebookAccount: string;
      googleAccount: string;
      lineAccount: string;
      hasSafeboxPassword: components['schemas']['Flag'];
      hasKyc: components['schemas']['Flag'];
      hasUserOther: components['schemas']['Flag'];
      id: components['schemas']['Id'];
      lottery: components['schemas']['Money'];
      coin: components['schemas']['Money'];
      /** @description Empty when no mobile is bound. */
      mobile: string;
      nickname: string;
      /** @description Whole days since registration. */
      regPeriod: number;
      safebox: components['schemas']['Money'];
      totalRecharge: components['schemas']['Money'];
      uuid: string;
      vip: number;
      vipExp: number;
      /** @description Superior id, 0 when none. */
      pid: number;
      userLevel: number;
      bet: components['schemas']['Money'];
    };
    /** @description Everything the client stores for a logged-in player. */
    SessionState: {
      user: components['schemas']['UserInfo'];
      appUserBank: components['schemas']['UserBank'] | null;
      appUserBankList: components['schemas']['UserBankMap'];
      gameLikes: components['schemas']['GameLikes'];
      gameHistory: components['schemas']['GameHistory'];
      inviteCode: string;
      /** @description The player's affiliate id, put in share links. */
      aid: string;
      firstRecharge: components['schemas']['Flag'];
      shareUrlMap: {
        [key: string]: string;
      };
      activityIds: components['schemas']['ActivityIds'];
      activityMap: components['schemas']['ActivityMap'];
      dotFlags: components['schemas']['DotFlags'];
      mailStatus: components['schemas']['MailStatus'];
    };
    /** @description Game id to like flag. */
    GameLikes: {
      [key: string]: components['schemas']['Flag'];
    };
    /** @description Game ids, most recent first. */
    GameHistory: components['schemas']['Id'][];
    DotFlags: {
      hasTask: components['schemas']['Flag'];
      hasMail: components['schemas']['Flag'];
      hasSignUpBonus: components['schemas']['Flag'];
      hasFund: components['schemas']['Flag'];
      hasAgent: components['schemas']['Flag'];
      hasFreeBonus: components['schemas']['Flag'];
    };
    MailStatus: {
      /** @description System mail (type 0) unread or with an attachment to receive. */
      red0: number;
      /** @description Activity mail (type 1) unread or with an attachment to receive. */
      red1: number;
      /** @description Reward mail (type 2) unread or with an attachment to receive. */
      red2: number;
    };
    UserOther: {
      /** @description From identity verification when submitted, else as the player set it. */
      realName: string;
      /** @description YYYY-MM-DD or empty; from identity verification when submitted, else as the player set it. */
      birthday: string;
      /** @description 1 when realName and birthday come from identity verification (read-only then). */
      verified: components['schemas']['Flag'];
      email: string;
      /**
       * @description 0 unset, 1 male, 2 female.
       * @enum {integer}
       */
      gender: 0 | 1 | 2;
      address: string;
    };
    Agreement: {
      /**
       * @description terms of use, privacy policy.
       * @enum {string}
       */
      name: 'terms' | 'privacy';
      /** @description The date the text was last updated (YYYY-MM-DD). */
      version: string;
      acceptedAt: components['schemas']['Timestamp'];
    };
    LoginThirdConfig: {
      /** @description 3 is the messaging-app (LINE) provider. */
      id: number;
      name: string;
      authorizeUrl: string;
      clientId: string;
      /** @description Path of this app the provider returns to. */
      redirectUri: string;
      scope: string;
      /** @description Not used by the app any more (against login CSRF): every attempt sends its own random state and PKCE challenge. Kept for older clients; a provider return is exchanged only with the attempt's verifier. */
      state: string;
    };
    /** @description App and web configuration. */
    AppConfig: {
      /** @enum {string} */
      mode: 'normal' | 'green';
      brandCode: string;
      gameListVersion: number;
      /** @description Present only when the client's gameListVersion differs. */
      appGameList?: components['schemas']['Game'][];
      appGameTypeList: components['schemas']['GameType'][];
      appRechargeTypeMap: {
        [key: string]: components['schemas']['RechargeType'];
      };
      appGamePlatformList: {
        id: components['schemas']['Id'];
        sort: number;
      }[];
      appGameBrandList: components['schemas']['Brand'][];
      /** @description The VIP levels by level ascending (the next-level bet target is the first level whose betAmount exceeds the player's bet). Reference-server decision: each level also says what it gives, for the VIP page — `rebateRate`, the share of a day's bet that the VIP rebate activity (type 8) returns at that level, in basis points (100 = 1 %), and `perks`, the level's service promises by key. The reference server serves them from its level configuration; paying the rebate belongs to the VIP rebate activity. */
      appUserLevelConfigList: {
        level: number;
        betAmount: components['schemas']['Money'];
        /** @description Basis points of the bet. */
        rebateRate: number;
        perks: components['schemas']['VipPerk'][];
      }[];
      appGenericImgList: {
        uniqueKey: string;
        img: string;
        imgUrl?: string;
      }[];
      appLobbyAdConfigList: components['schemas']['Banner'][];
      appNoticeConfigList: components['schemas']['Notice'][];
      appBankList: components['schemas']['Bank'][];
      /** @description Invite tiers; the centre tab's badge shows the first tier's coin bonus. */
      appInviteBonusConfigList: components['schemas']['InviteConfig'][];
      /** @description Footer contact column; entries whose nickname contains "Service" are hidden by the client. */
      serviceContacts: components['schemas']['CustomerService'][];
      gameResourceUrl: string;
      /** @enum {string} */
      registerType: 'phone' | 'phoneNoOtp' | 'username';
      otpStatus: components['schemas']['Flag'];
      countryCode: components['schemas']['CountryCode'];
      currency: {
        code: string;
        symbol: string;
        /** @enum {string} */
        country: 'TH' | 'PK' | 'PH';
      };
      accountLengthMin: number;
      accountLengthMax: number;
      usernameLengthMin: number;
      usernameLengthMax: number;
      passwordLengthMin: number;
      passwordLengthMax: number;
      accountRule: {
        /** @description Empty when any start is allowed. */
        mobileStartsWith: string;
      };
      userRegisterCoin: components['schemas']['Money'];
      /** @description Credited (ledger kind first_deposit_bonus) with the player's first completed deposit of any kind, once per player; the "+" hint shows it while SessionState.firstRecharge is 0. In the variant's currency. */
      firstDepositBonus: components['schemas']['Money'];
      /** @description Credited (ledger kind app_login_bonus) on the player's first login or registration from the native Android app (phoneinfoJsonModel.channel "ANDROID"), once per player. In the variant's currency. */
      appLoginBonus: components['schemas']['Money'];
      socialMedia: {
        id: number;
        name: string;
        url: string;
      }[];
      h5: {
        url: string;
        /** @enum {integer} */
        downloadType: 1 | 2 | 3;
        downloadUrl: string;
      };
      isDepositBank: components['schemas']['Flag'];
      supportEmail: string;
      /** @description Whether the /flows review page is on (FLOWS_PAGE; on unless NODE_ENV=production). */
      flowsPage: boolean;
      /** @description The avatar numbers the server draws (`/static/avatar/avatar_{n}.svg`), in the order the picker shows them; `updateProfile` accepts exactly these. Reference-server decision: the list is this server's own. */
      avatarList: number[];
      /** @description The operating licence shown on /profile/license next to the regulator's notice (server variables LICENCE_NUMBER, LICENCE_VALID_FROM, LICENCE_VALID_UNTIL). Reference-server decision. */
      licence: {
        number: string;
        /** @description YYYY-MM-DD. */
        validFrom: string;
        /** @description YYYY-MM-DD. */
        validUntil: string;
      };
    };
    Game: {
      id: components['schemas']['Id'];
      name: string;
      hot: components['schemas']['Flag'];
      showType: number;
      hotSort: number;
      brandId: components['schemas']['Id'];
      platformId: components['schemas']['Id'];
      /**
       * @description 1 slots, 2 fish, 3 poker, 4 sports, 5 live, 6 games.
       * @enum {integer}
       */
      typeId: 1 | 2 | 3 | 4 | 5 | 6;
      sort: number;
      status: components['schemas']['Flag'];
      version: number;
      recent: components['schemas']['Flag'];
      maintain: components['schemas']['Flag'];
      params: {
        brandMaintain: components['schemas']['Flag'];
      };
    };
    GameType: {
      id: number;
      name: string;
      status: components['schemas']['Flag'];
      sort: number;
    };
    Brand: {
      id: components['schemas']['Id'];
      showName: string;
      /** @description Ids of the brand's games. */
      gameList: components['schemas']['Id'][];
      status: components['schemas']['Flag'];
      icon3: string;
      sort: number;
      maintain: components['schemas']['Flag'];
    };
    Banner: {
      id: components['schemas']['Id'];
      imgUrl2: string;
      /**
       * @description 0 none, 1 activity (clickAction = activity type id; 10000 = tasks), 2 game, 3 url.
       * @enum {integer}
       */
      clickType: 0 | 1 | 2 | 3;
      clickAction: string;
      sort: number;
      /** @description Reference-server addition: what the artwork says (its headline, in the asked-for locale); the slide is named with it. */
      title?: string;
    };
    Notice: {
      id: components['schemas']['Id'];
      imgUrl2: string;
      /** @enum {integer} */
      clickType: 0 | 1 | 2 | 3;
      clickAction: string;
      sort: number;
      isH5Pop: components['schemas']['Flag'];
      title: string;
      /** @description HTML; the client sanitises it before rendering. */
      content: string;
      createTime: components['schemas']['Timestamp'];
    };
    PromotionalVideo: {
      id: components['schemas']['Id'];
      coverImg: string;
      path: string;
      /**
       * @description 1 tied to the activity id in clickAction, 2 general.
       * @enum {integer}
       */
      clickType: 1 | 2;
      clickAction: string;
    };
    CustomerService: {
      url: string;
      isOut: components['schemas']['Flag'];
      nickname: string;
      icon: string;
    };
    Bank: {
      id: components['schemas']['Id'];
      name: string;
      shortName: string;
      icon: string;
    };
    RechargeType: {
      id: components['schemas']['Id'];
      name: string;
      iconH5: string;
      /** @description 0 when the channel needs no particular bank. */
      bankId: number;
      sort: number;
      panel: components['schemas']['PanelKind'];
      minAmount: components['schemas']['Money'];
      maxAmount: components['schemas']['Money'];
      amountList: components['schemas']['Money'][];
    };
    ProcessingPeriod: {
      minAmount: components['schemas']['Money'];
      /** @description 0 means no upper bound. */
      maxAmount: number;
      minDays: number;
      maxDays: number;
    };
    TradeInfo: {
      /** @description Deposit channels by sort. */
      appRechargeTypeList: components['schemas']['RechargeType'][];
      isDepositBank: components['schemas']['Flag'];
      exchangeMinAmount: components['schemas']['Money'];
      exchangeMaxAmount: components['schemas']['Money'];
      processingPeriods: components['schemas']['ProcessingPeriod'][];
    };
    BigWin: {
      /** @description Masked account. */
      phone: string;
      gameId: components['schemas']['Id'];
      amount: components['schemas']['Money'];
      timestamp: components['schemas']['Timestamp'];
    };
    NewYearEntry: {
      phone: string;
      amount: components['schemas']['Money'];
      timestamp: components['schemas']['Timestamp'];
    };
    BonusTicker: {
      phone: string;
      amount: components['schemas']['Money'];
      timestamp: components['schemas']['Timestamp'];
      activityId: number;
    };
    UserBank: {
      id: components['schemas']['Id'];
      bankId: components['schemas']['Id'];
      bankName: string;
      shortBankName: string;
      accountName: string;
      /** @description Masked; only the last four digits are shown. */
      cardNum: string;
      createTime: components['schemas']['Timestamp'];
    };
    /** @description The player's cards keyed by bankId. */
    UserBankMap: {
      [key: string]: components['schemas']['UserBank'];
    };
    QrInfo: {
      orderId: components['schemas']['OrderId'];
      qrCodeText: string;
      createTime: components['schemas']['Timestamp'];
    };
    /** @description Bank-transfer details of the receiving account. */
    RechargeBankOwn: {
      bankName: string;
      shortBankName: string;
      accountName: string;
      cardNum: string;
      amount: components['schemas']['Money'];
    };
    RechargeOrder: {
      orderId: components['schemas']['OrderId'];
      amount: components['schemas']['Money'];
      status: components['schemas']['OrderStatus'];
      rechargeType: components['schemas']['Id'];
      rechargeTypeName: string;
      actType: number;
      panel: components['schemas']['PanelKind'];
      createTime: components['schemas']['Timestamp'];
      /** @description 0 while not done. */
      doneTime: number;
    };
    ExchangeOrder: {
      orderId: components['schemas']['OrderId'];
      amount: components['schemas']['Money'];
      /** @enum {string} */
      status: 'processing' | 'paid' | 'rejected';
      bankId: components['schemas']['Id'];
      bankName: string;
      /** @description Masked. */
      cardNum: string;
      /** @description Processing period in business days. */
      minDays: number;
      maxDays: number;
      createTime: components['schemas']['Timestamp'];
      doneTime: number;
    };
    /**
     * @description 0 none, 1 pending, 2 verified, 3 rejected.
     * @enum {integer}
     */
    KycStatusCode: 0 | 1 | 2 | 3;
    KycState: {
      status: components['schemas']['KycStatusCode'];
      reason: string;
      required: components['schemas']['Flag'];
      /** @description Registration + 7 days; verification is due before the first withdrawal or then, whichever comes first. */
      dueTime: number;
      overdue: components['schemas']['Flag'];
    };
    /**
     * @description 0 system, 1 activity, 2 reward.
     * @enum {integer}
     */
    MailType: 0 | 1 | 2;
    PrizeItem: {
      /** @description Reward item id: 2001 coin and 2002 points count in hundredths. */
      id: number;
      count: number;
      betRate?: number;
    };
    PropList: components['schemas']['PrizeItem'][];
    MailSummary: {
      id: components['schemas']['Id'];
      type: components['schemas']['MailType'];
      title: string;
      hasAttachment: components['schemas']['Flag'];
      received: components['schemas']['Flag'];
      read: components['schemas']['Flag'];
      createTime: components['schemas']['Timestamp'];
    };
    Mail: {
      id: components['schemas']['Id'];
      type: components['schemas']['MailType'];
      title: string;
      content: string;
      attachments: components['schemas']['PropList'];
      hasAttachment: components['schemas']['Flag'];
      received: components['schemas']['Flag'];
      read: components['schemas']['Flag'];
      createTime: components['schemas']['Timestamp'];
    };
    TaskUser: {
      achieveNum: number;
      /** @description Achievement id to progress. */
      achieveData: {
        [key: string]: components['schemas']['TaskProgress'];
      };
      /** @description Task id to progress; key 105 means the first recharge is done. */
      taskData: {
        [key: string]: components['schemas']['TaskProgress'];
      };
      canReceiveTaskAward: components['schemas']['Flag'];
    };
    TaskBoard: {
      taskList: components['schemas']['TaskItem'][];
      resetTime: components['schemas']['Timestamp'];
    };
    /** @description One enabled task and the player's state in its current period. */
    TaskItem: {
      id: number;
      /** @description Task type (TASK_TYPE in contract/ids.ts). */
      type: number;
      /**
       * @description daily resets at local midnight; once and achieve count for good (achieve is in achieveData).
       * @enum {string}
       */
      kind: 'daily' | 'once' | 'achieve';
      target: number;
      /** @description Capped at the target. */
      progress: number;
      received: components['schemas']['Flag'];
      rewards: components['schemas']['PropList'];
      /** @description Type 3: the game whose rounds count; else 0. */
      gameId: number;
      /** @description Follow tasks (4, 13, 16, 17) — the player's tracked link (/t/<code>) to open; else empty. */
      link: string;
    };
    TaskProgress: {
      progress: number;
      target: number;
      done: components['schemas']['Flag'];
      time: components['schemas']['Timestamp'];
    };
    /** @description A local calendar day. */
    LocalDay: string;
    VipRebate: {
      day: components['schemas']['LocalDay'];
      bet: components['schemas']['Money'];
      level: number;
      /** @description Basis points of the bet. */
      rebateRate: number;
      amount: components['schemas']['Money'];
      received: components['schemas']['Flag'];
      nextTime: components['schemas']['Timestamp'];
    };
    VipRebateRecord: {
      day: components['schemas']['LocalDay'];
      bet: components['schemas']['Money'];
      level: number;
      rebateRate: number;
      amount: components['schemas']['Money'];
      time: components['schemas']['Timestamp'];
    };
    VipRebateUser: {
      vipRebate: components['schemas']['VipRebate'];
      recordList: components['schemas']['VipRebateRecord'][];
    };
    /**
     * @description Follow task type (one network).
     * @enum {integer}
     */
    FollowType: 4 | 13 | 16 | 17;
    FollowNetwork: {
      type: components['schemas']['FollowType'];
      /** @description The social network key (social_media name). */
      name: string;
      /** @description The player's tracked follow link (/t/<code>). */
      link: string;
      rewards: components['schemas']['PropList'];
      opened: components['schemas']['Flag'];
      received: components['schemas']['Flag'];
    };
    FollowRewardsUser: {
      networkList: components['schemas']['FollowNetwork'][];
    };
    /** @description Activity type ids open to the player. */
    ActivityIds: number[];
    ActivityMap: {
      [key: string]: components['schemas']['Activity'];
    };
    Activity: {
      id: number;
      name: string;
      sort: number;
      startTime: components['schemas']['Timestamp'];
      /** @description 0 when open-ended. */
      endTime: number;
      icon: string;
    };
    ActivityData: {
      activityIds: components['schemas']['ActivityIds'];
      activityMap: components['schemas']['ActivityMap'];
      isBankrupt: components['schemas']['Flag'];
      hasTurntable: components['schemas']['Flag'];
      totalRecharge: components['schemas']['Money'];
      loginPaying: components['schemas']['Flag'];
      homeVideo: components['schemas']['PromotionalVideo'] | null;
    };
    FirstChargeState: {
      /** @description The purchased package's config id, 0 before a purchase. */
      awardId: number;
      /**
       * @description 0 not purchased or ended, 1 gifts claimable, 2 all claimed.
       * @enum {integer}
       */
      itemStatus: 0 | 1 | 2;
      /** @description propIds already claimed. */
      propReceiveList: number[];
      expireTime: components['schemas']['Timestamp'];
    };
    FirstChargeConfig: {
      id: components['schemas']['Id'];
      price: components['schemas']['Money'];
      award: components['schemas']['PropList'];
      /** @enum {integer} */
      showType: 1 | 2 | 3;
    };
    InviteState: {
      /** @description The current tier's config id. */
      awardId: number;
      /**
       * @description 0 invite more, 1 gift receivable, 2 all received.
       * @enum {integer}
       */
      itemStatus: 0 | 1 | 2;
      inviteCount: number;
    };
    InviteConfig: {
      id: components['schemas']['Id'];
      award: components['schemas']['PropList'];
      inviteCount: number;
    };
    /** @description Invite & Spin figures (reference-server decision). */
    SpinStatus: {
      /**
       * @description 1 while activity 20 is on and within its window.
       * @enum {integer}
       */
      open: 0 | 1;
      spinsLeft: number;
      progress: components['schemas']['Money'];
      target: components['schemas']['Money'];
      /**
       * @description 1 when the round reached the target.
       * @enum {integer}
       */
      canExchange: 0 | 1;
    };
    /** @description A slice of the wheel, in display order (clockwise from the top). */
    SpinPrize: {
      id: components['schemas']['Id'];
      amount: components['schemas']['Money'];
      /** @description Draws out of the sum of all weights. */
      weight: number;
    };
    /** @description A way to earn spins: kind 1 first login (once), 2 each invited player who bound a mobile (up to maxTimes; 0 = no limit), 3 total completed deposits reaching `need` hundredths (once). `times` is how often the player met it (capped), so the spins it gave are times × spins. */
    SpinCondition: {
      id: components['schemas']['Id'];
      /** @enum {integer} */
      kind: 1 | 2 | 3;
      need: components['schemas']['Money'];
      spins: number;
      maxTimes: number;
      times: number;
    };
    SpinState: {
      spinsEarned: number;
      spinsUsed: number;
      /** @description The cash-out round: 1 + the cash-outs so far. */
      round: number;
      /** @description Invited players who bound a mobile. */
      inviteCount: number;
      /** @enum {integer} */
      mobileBound: 0 | 1;
      prizeList: components['schemas']['SpinPrize'][];
      conditionList: components['schemas']['SpinCondition'][];
      /** @description The invite tiers of configuration (appInviteBonusConfigList). */
      inviteConditions: components['schemas']['InviteConfig'][];
    } & components['schemas']['SpinStatus'];
    SpinRecord: {
      /** @description The spin's number, or the cash-out's round. */
      id: number;
      /**
       * @description 1 a spin, 2 a cash-out.
       * @enum {integer}
       */
      type: 1 | 2;
      round: number;
      /** @description The slice of a spin; 0 for a cash-out. */
      prizeId: number;
      amount: components['schemas']['Money'];
      createTime: components['schemas']['Timestamp'];
    };
    SpinRecordPage: {
      list: components['schemas']['SpinRecord'][];
    } & components['schemas']['PageInfo'];
    /** @description One configured day of a daily activity and its award (reference-server decision). */
    AwardDay: {
      day: number;
      award: components['schemas']['PropList'];
    };
    /** @description Reference-server decision (see loginBonus3User). */
    SignUpBonusState: {
      /** @description The player's day of the bonus now (1 = the registration day). */
      today: number;
      nextDayTime: components['schemas']['Timestamp'];
      dayList: components['schemas']['AwardDay'][];
      loginPayDataJson: {
        /** @description Per day, -1 when received, else the day's coin in hundredths. */
        days: number[];
      };
    };
    /** @description Reference-server decision (see freeSignUser). */
    FreeSignState: {
      cycle: components['schemas']['AwardDay'][];
      signedToday: components['schemas']['Flag'];
      day: number;
      nextDayTime: components['schemas']['Timestamp'];
    };
    /** @description Reference-server decision (see bankruptBonusUser). */
    SupplyState: {
      isBankrupt: components['schemas']['Flag'];
      threshold: components['schemas']['Money'];
      award: components['schemas']['PropList'];
      receivedToday: components['schemas']['Flag'];
      nextDayTime: components['schemas']['Timestamp'];
    };
    /** @description What a daily claim credited and the balances after it (hundredths). */
    DailyCredit: {
      propList: components['schemas']['PropList'];
      coin: components['schemas']['Money'];
      lottery: components['schemas']['Money'];
    };
    LoginPayCard: {
      id: components['schemas']['Id'];
      propId: components['schemas']['Id'];
      boughtTime: components['schemas']['Timestamp'];
      /**
       * @description Reference-server decision: 1 when this card already paid today (the local calendar day of the country), so the client can say "come back tomorrow" instead of offering a claim the server refuses with 1009. Optional: a server that does not send it leaves the client to learn it from the 1009 answer.
       * @enum {integer}
       */
      receivedToday?: 0 | 1;
      loginPayDataJson: {
        /** @description The card's daily rewards in hundredths; -1 marks a day already received. */
        days: number[];
      };
    };
    /** @description Reference-server decision (see rechargeBonusCollection6). */
    FundState: {
      amount: components['schemas']['Money'];
      /** @description When the oldest part of `amount` expires; 0 when the pot is empty. */
      expireTime: components['schemas']['Timestamp'];
      todayAmount: components['schemas']['Money'];
      /** @description Basis points of each deposit. */
      rate: number;
      minRecharge: components['schemas']['Money'];
      dayLimit: components['schemas']['Money'];
      validDays: number;
      receivedTotal: components['schemas']['Money'];
      /** @description The latest accruals, newest first. */
      records: components['schemas']['FundRecord'][];
    };
    FundRecord: {
      recharge: components['schemas']['Money'];
      amount: components['schemas']['Money'];
      createTime: components['schemas']['Timestamp'];
      expireTime: components['schemas']['Timestamp'];
      /**
       * @description 0 claimable, 1 claimed, 2 expired.
       * @enum {integer}
       */
      status: 0 | 1 | 2;
    };
    /** @description Reference-server decision (see rechargeBonusCollection8). */
    LadderState: {
      todayRecharge: components['schemas']['Money'];
      /** @description The next local midnight, when today's total and claims start again. */
      resetTime: components['schemas']['Timestamp'];
      /** @description By `recharge` ascending. */
      tiers: components['schemas']['LadderTier'][];
    };
    LadderTier: {
      id: components['schemas']['Id'];
      recharge: components['schemas']['Money'];
      award: components['schemas']['PropList'];
      /**
       * @description 0 not reached today, 1 claimable, 2 claimed today.
       * @enum {integer}
       */
      status: 0 | 1 | 2;
    };
    /**
     * @description Where an invitee stands (see "Valid invites" in the description above): valid counts; noMobile and noDeposit may still become valid; noDevice, sharedDevice and disabled never count.
     * @enum {string}
     */
    InviteStatus: 'valid' | 'noMobile' | 'noDeposit' | 'noDevice' | 'sharedDevice' | 'disabled';
    /** @description An invitee of the player, masked (closed by its users with unevaluatedProperties). */
    ValidInvite: {
      id: components['schemas']['Id'];
      /** @description The mobile (or account) masked: 081****678. */
      maskedPhone: string;
      status: components['schemas']['InviteStatus'];
      registeredAt: components['schemas']['Timestamp'];
      /** @description When the invite became valid; null unless valid. */
      validatedAt: components['schemas']['Timestamp'] | null;
    };
    AgentLevel: {
      level: number;
      /** @description Basis points of the members’ bets. */
      rate: number;
      /** @description Valid members at this level. */
      members: number;
      todayBet: components['schemas']['Money'];
      totalBet: components['schemas']['Money'];
      todayCommission: components['schemas']['Money'];
      totalCommission: components['schemas']['Money'];
    };
    AgentData: {
      open: components['schemas']['Flag'];
      mobileBound: components['schemas']['Flag'];
      shareUrl: string;
      minExchange: components['schemas']['Money'];
      /** @description Valid members of every level. */
      teamSize: number;
      /** @description Own invitees that may still become valid. */
      pendingInvites: number;
      todayCommission: components['schemas']['Money'];
      totalCommission: components['schemas']['Money'];
      exchanged: components['schemas']['Money'];
      available: components['schemas']['Money'];
      levels: components['schemas']['AgentLevel'][];
      invitees: components['schemas']['ValidInvite'][];
      /** @description The latest exchanges, newest first. */
      exchanges: {
        amount: components['schemas']['Money'];
        createTime: components['schemas']['Timestamp'];
      }[];
    };
    Agent5Tier: {
      id: components['schemas']['Id'];
      invites: number;
      award: components['schemas']['PropList'];
      /**
       * @description 0 not reached, 1 can be received, 2 received.
       * @enum {integer}
       */
      status: 0 | 1 | 2;
    };
    Agent5State: {
      open: components['schemas']['Flag'];
      mobileBound: components['schemas']['Flag'];
      shareUrl: string;
      /** @description Valid invites validated while the programme runs. */
      validCount: number;
      inviteAward: components['schemas']['PropList'];
      tiers: components['schemas']['Agent5Tier'][];
      invitees: ({
        /**
         * @description Its reward: 0 not (yet) earned, 1 can be received, 2 received.
         * @enum {integer}
         */
        rewardStatus: 0 | 1 | 2;
      } & components['schemas']['ValidInvite'])[];
    };
    Agent5LogRow: {
      id: components['schemas']['Id'];
      /**
       * @description 1 a valid invite’s reward, 2 a tier’s.
       * @enum {integer}
       */
      kind: 1 | 2;
      /** @description Kind 1: the invitee masked; kind 2: the tier’s invite count. */
      label: string;
      award: components['schemas']['PropList'];
      createTime: components['schemas']['Timestamp'];
    };
    /** @description Reference-server decision: the configured dates of a seasonal activity (its activities row). phase 0 the event is off, 1 it opens at `startTime`, 2 it runs, 3 it ended at `endTime` (`endTime` 0 = no end date). */
    SeasonWindow: {
      /** @enum {integer} */
      phase: 0 | 1 | 2 | 3;
      startTime: components['schemas']['Timestamp'];
      endTime: components['schemas']['Timestamp'];
    };
    /** @description Reference-server decision (see rechargeBonusCollection11). */
    FestivalState: {
      /** @description The player's deposits completed inside the festival window. */
      festivalRecharge: components['schemas']['Money'];
      /** @description By `recharge` ascending. */
      tiers: components['schemas']['FestivalTier'][];
    } & components['schemas']['SeasonWindow'];
    FestivalTier: {
      id: components['schemas']['Id'];
      recharge: components['schemas']['Money'];
      award: components['schemas']['PropList'];
      /**
       * @description 0 not reached (or the festival is not running), 1 claimable, 2 claimed this festival.
       * @enum {integer}
       */
      status: 0 | 1 | 2;
    };
    LotteryPrize: {
      rank: number;
      /** @description Tickets that win this rank. */
      winners: number;
      award: components['schemas']['PropList'];
    };
    LotteryWinner: {
      /** @description The winning ticket number. */
      number: number;
      rank: number;
      /** @description The winner, masked (081****678). */
      player: string;
      award: components['schemas']['PropList'];
    };
    LotteryDraw: {
      /** @description The draw day (local date). */
      week: string;
      drawTime: components['schemas']['Timestamp'];
      seed: string;
      ticketCount: number;
      /** @description By rank, then ticket number. */
      winners: components['schemas']['LotteryWinner'][];
    };
    /** @description Reference-server decision (see anonymous/weekendLottery). */
    LotteryPublic: {
      open: components['schemas']['Flag'];
      /**
       * @description As SeasonWindow: the activity's configured dates.
       * @enum {integer}
       */
      phase: 0 | 1 | 2 | 3;
      startTime: components['schemas']['Timestamp'];
      endTime: components['schemas']['Timestamp'];
      /** @description The running week (its draw day). */
      week: string;
      /** @description When deposits start to give tickets for the running week. */
      ticketsFrom: components['schemas']['Timestamp'];
      drawTime: components['schemas']['Timestamp'];
      /** @description 1 while a completed deposit gives tickets now. */
      selling: components['schemas']['Flag'];
      /** @description One ticket per this much of one deposit. */
      ticketAmount: components['schemas']['Money'];
      /** @description Tickets per player and week at most. */
      maxTickets: number;
      /** @description The running week's tickets, all players. */
      ticketCount: number;
      prizes: components['schemas']['LotteryPrize'][];
      /** @description The latest draws, newest first. */
      draws: components['schemas']['LotteryDraw'][];
    };
    LotteryTicket: {
      number: number;
      createTime: components['schemas']['Timestamp'];
      /** @description 0 when the ticket won nothing (yet). */
      rank: number;
      award: components['schemas']['PropList'];
    };
    /** @description Reference-server decision (see rechargeBonusCollection12). */
    LotteryUser: {
      /** @description The running week first, then the weeks of `draws` in the same order. */
      myTickets: {
        week: string;
        tickets: components['schemas']['LotteryTicket'][];
      }[];
      wonTotal: components['schemas']['Money'];
    } & components['schemas']['LotteryPublic'];
    /** @description Reference-server decision (see appChristmasUser). */
    ChristmasState: {
      /** @description Local date now. */
      today: string;
      signedToday: components['schemas']['Flag'];
      /** @description The local dates the player signed in this season, ascending. */
      signList: string[];
      /** @description Sign-in days that complete the calendar. */
      calendarDays: number;
      seasonRecharge: components['schemas']['Money'];
      depositPerBox: components['schemas']['Money'];
      maxDepositBoxes: number;
      boxes: {
        id: components['schemas']['Id'];
        /**
         * @description 1 a sign-in, 2 deposits.
         * @enum {integer}
         */
        source: 1 | 2;
        /**
         * @description 0 closed, 1 opened, 2 received.
         * @enum {integer}
         */
        status: 0 | 1 | 2;
        /** @description The prize once opened (empty while closed). */
        award: components['schemas']['PropList'];
      }[];
      extra: {
        award: components['schemas']['PropList'];
        /**
         * @description 0 locked, 1 claimable, 2 received.
         * @enum {integer}
         */
        status: 0 | 1 | 2;
      };
      prizes: {
        award: components['schemas']['PropList'];
        weight: number;
      }[];
    } & components['schemas']['SeasonWindow'];
    /** @description Reference-server decision (see agent4Data). */
    Agent4State: {
      /** Format: uri */
      shareUrl: string;
      inviteCount: number;
      validCount: number;
      maxCards: number;
      cards: {
        id: components['schemas']['Id'];
        /**
         * @description 0 to scratch, 1 scratched.
         * @enum {integer}
         */
        status: 0 | 1;
        /** @description The prize once scratched (empty before). */
        award: components['schemas']['PropList'];
      }[];
      scratchPrizes: components['schemas']['WeightedPrizes'];
      lottery: {
        cardsPerLottery: number;
        earned: number;
        left: number;
        prizes: components['schemas']['WeightedPrizes'];
        /** @description The latest draws, newest first. */
        draws: {
          seq: components['schemas']['Id'];
          award: components['schemas']['PropList'];
          time: components['schemas']['Timestamp'];
        }[];
      };
      awards: {
        id: components['schemas']['Id'];
        /** @description Valid invites the milestone needs. */
        invites: number;
        award: components['schemas']['PropList'];
        /**
         * @description 0 locked, 1 claimable, 2 received.
         * @enum {integer}
         */
        status: 0 | 1 | 2;
      }[];
    } & components['schemas']['SeasonWindow'];
    WeightedPrizes: {
      award: components['schemas']['PropList'];
      weight: number;
    }[];
    Agent4InviteRows: {
      total: number;
      list: {
        /** @description Masked mobile (else masked account). */
        name: string;
        time: components['schemas']['Timestamp'];
        /**
         * @description 1 a valid invite, 0 not (yet).
         * @enum {integer}
         */
        state: 0 | 1;
        /**
         * @description The valid-invite rule's verdict (info "Valid invites"): noMobile / noDeposit may still become valid; noDevice, sharedDevice and disabled never count.
         * @enum {string}
         */
        status: 'valid' | 'noMobile' | 'noDeposit' | 'noDevice' | 'sharedDevice' | 'disabled';
      }[];
    };
    ProxyTaskList: components['schemas']['ProxyTask'][];
    ProxyTask: {
      /** @description The share network (task type 7–11). */
      type: number;
      award: components['schemas']['PropList'];
      /**
       * @description 0 not shared, 1 shared and waiting for an open, 2 done, 3 rewarded.
       * @enum {integer}
       */
      status: 0 | 1 | 2 | 3;
      /** @description The short link once shared, else empty. */
      shareUrl: string;
    };
    /** @description Reference-server decision (see appNewYearUser). */
    NewYearState: {
      today: string;
      sharedToday: components['schemas']['Flag'];
      todayRecharge: components['schemas']['Money'];
      tasks: {
        id: components['schemas']['Id'];
        /** @enum {string} */
        kind: 'share' | 'deposit';
        need: components['schemas']['Money'];
        boxes: number;
        /** @enum {integer} */
        status: 0 | 1 | 2;
      }[];
      boxes: {
        id: components['schemas']['Id'];
        /**
         * @description 0 while closed, else the item it held.
         * @enum {integer}
         */
        itemId: 0 | 40001 | 40002 | 40003 | 40004;
      }[];
      /** @description The four New Year items (40001–40004) and how many the player holds. */
      items: {
        /** @enum {integer} */
        id: 40001 | 40002 | 40003 | 40004;
        count: number;
      }[];
      packets: {
        amount: components['schemas']['Money'];
        createTime: components['schemas']['Timestamp'];
      }[];
      maxPackets: number;
      extra: {
        award: components['schemas']['PropList'];
        /** @description Red packets that unlock it. */
        need: number;
        /** @enum {integer} */
        status: 0 | 1 | 2;
      };
    } & components['schemas']['SeasonWindow'];
    PropConfig: {
      id: components['schemas']['Id'];
      price: components['schemas']['Money'];
      /** @description Days the card pays out. */
      num: number;
      paramStr: {
        limitAmount: components['schemas']['Money'];
      };
    };
    /**
     * @description A deposit-limit window (reference-server decision): the calendar day, the week from Monday and the calendar month, in the country's time zone.
     * @enum {string}
     */
    LimitPeriod: 'day' | 'week' | 'month';
    DepositLimit: {
      period: components['schemas']['LimitPeriod'];
      /** @description The limit in force; absent: none. */
      amount?: components['schemas']['PositiveMoney'];
      /** @description Deposits counted in the current window. */
      used: components['schemas']['Money'];
      /** @description amount − used, at least 0; absent without a limit. */
      left?: components['schemas']['Money'];
      /** @description When the current window ends. */
      resetAt: components['schemas']['Timestamp'];
      /** @description A raise or removal waiting its 24 hours; `amount` absent means removal. */
      pending?: {
        amount?: components['schemas']['PositiveMoney'];
        effectiveAt: components['schemas']['Timestamp'];
      };
    };
    /** @description A loss-limit window (reference-server decision): the net loss is the bets minus the wins of the game rounds played in the window (negative when the player is ahead). */
    LossLimit: {
      period: components['schemas']['LimitPeriod'];
      /** @description The limit in force; absent: none. */
      amount?: components['schemas']['PositiveMoney'];
      /** @description Hundredths. */
      netLoss: number;
      /** @description amount − netLoss, at least 0; absent without a limit. */
      left?: components['schemas']['Money'];
      /** @description When the current window ends. */
      resetAt: components['schemas']['Timestamp'];
      pending?: components['schemas']['PendingLimit'];
    };
    /** @description A raise or removal waiting its 24 hours; `amount` absent means removal. */
    PendingLimit: {
      amount?: number;
      effectiveAt: components['schemas']['Timestamp'];
    };
    /** @description The running play session (reference-server decision): it starts with a game launch when none runs and ends once 30 minutes pass with no launch and no round. `now` is the server's clock, so the app times the reality check and the session-time limit from the server's instants. */
    PlaySession: {
      startedAt: components['schemas']['Timestamp'];
      now: components['schemas']['Timestamp'];
      /** @description Bets of the session's rounds. */
      bets: components['schemas']['Money'];
      /** @description Wins of the session's rounds. */
      wins: components['schemas']['Money'];
      /** @description When the session reaches the session-time limit; absent without one. */
      endsAt?: components['schemas']['Timestamp'];
      /** @description The reality check's interval; absent when it is off. */
      realityCheckEveryMs?: number;
    };
    PlayerProtection: {
      lossLimits?: components['schemas']['LossLimit'][];
      /** @description The session-time limit in minutes (absent `amount`: none) and a waiting raise or removal. */
      sessionLimit?: {
        amount?: number;
        pending?: components['schemas']['PendingLimit'];
      };
      /** @enum {integer} */
      realityCheckMinutes?: 0 | 15 | 30 | 60;
      playSession?: components['schemas']['PlaySession'];
      /** @description Whether to offer a deposit limit before the first deposit: not answered yet, no deposit limit set and no deposit credited. */
      limitOfferDue?: boolean;
      depositLimits: components['schemas']['DepositLimit'][];
      /** @description The lowest `left` of the windows with a limit; absent when no limit is set. */
      depositLeft?: components['schemas']['Money'];
      /** @description When the window that gives `depositLeft` resets. */
      depositLeftResetAt?: components['schemas']['Timestamp'];
    };
    /** @description recharge3's 2019 (reference-server decision). */
    DepositLimitRefusal: {
      /** @constant */
      errcode: 2019;
      msg: string;
      limit: {
        period: components['schemas']['LimitPeriod'];
        amount: components['schemas']['PositiveMoney'];
        left: components['schemas']['Money'];
        resetAt: components['schemas']['Timestamp'];
      };
    };
    /** @description getBonusWallet (reference-server decision): money in hundredths. coin = cash + bonus; withdrawable = cash; wageringLeft = wageringRequired − wagered (all 0 when no bonus is outstanding). */
    BonusWallet: {
      coin: components['schemas']['Money'];
      cash: components['schemas']['Money'];
      bonus: components['schemas']['Money'];
      withdrawable: components['schemas']['Money'];
      wagered: components['schemas']['Money'];
      wageringRequired: components['schemas']['Money'];
      wageringLeft: components['schemas']['Money'];
      multiple: number;
    };
    /** @description exchange's 2022 (reference-server decision): the amount is more than `withdrawable`; `bonus` is the bonus money that cannot be withdrawn until `wageringLeft` more is bet in game rounds. */
    WithdrawableRefusal: {
      /** @constant */
      errcode: 2022;
      msg: string;
      withdrawable: components['schemas']['Money'];
      bonus: components['schemas']['Money'];
      wageringLeft: components['schemas']['Money'];
    };
    /** @description startGame's 2021 (reference-server decision): the play session has lasted the session-time limit; play can start again at `playAgainAt` (30 minutes after the last launch or round). The sandbox game's rounds answer the same. */
    SessionLimitRefusal: {
      /** @constant */
      errcode: 2021;
      msg: string;
      session: {
        minutes: number;
        startedAt: components['schemas']['Timestamp'];
        endedAt: components['schemas']['Timestamp'];
        playAgainAt: components['schemas']['Timestamp'];
      };
    };
    LoginPayUser: {
      ownList: components['schemas']['LoginPayCard'][];
      /** @description Card propIds the player can buy now. */
      buyPropIds: components['schemas']['Id'][];
      needRecharge: components['schemas']['Money'];
      /** @description Cards on sale (loginPayConfig.propIds), by price ascending. */
      propConfigList: components['schemas']['PropConfig'][];
    };
  };
  responses: {
    /** @description Received; the new Agent5 state, what was credited and the balances. */
    Agent5Claimed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appAgent5User: components['schemas']['Agent5State'];
              propList: components['schemas']['PropList'];
              coin: components['schemas']['Money'];
              lottery: components['schemas']['Money'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Business outcome with no data. */
    OkOnly: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Ok'] | components['schemas']['BusinessError'];
      };
    };
    /** @description Login, registration or social-login outcome. */
    AuthResult: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | (components['schemas']['Ok'] &
              components['schemas']['SessionState'] & {
                /** @constant */
                code: 200;
                token: string;
              })
          | components['schemas']['BusinessError']
          | components['schemas']['ExclusionRefusal'];
      };
    };
    /** @description The player's bank cards after the change. */
    BankCards: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appUserBank: components['schemas']['UserBank'];
              appUserBankList: components['schemas']['UserBankMap'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Identity-verification status. */
    Kyc: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          (components['schemas']['Ok'] & components['schemas']['KycState']) | components['schemas']['BusinessError'];
      };
    };
    /** @description Extra profile details. */
    UserOther: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appUserOther: components['schemas']['UserOther'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description First-charge state and packages. */
    FirstCharge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appRechargeBonusCollection9: components['schemas']['FirstChargeState'];
              configList: components['schemas']['FirstChargeConfig'][];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Claimed; the new state and what was credited. */
    FirstChargeClaim: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appRechargeBonusCollection9: components['schemas']['FirstChargeState'];
              propList: components['schemas']['PropList'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Invite-friends state. */
    Invite: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appInviteBonus1User: components['schemas']['InviteState'];
              configList: components['schemas']['InviteConfig'][];
              shareUrl: string;
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Received; the new state and what was credited. */
    InviteClaim: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appInviteBonus1User: components['schemas']['InviteState'];
              propList: components['schemas']['PropList'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Login-pay state. */
    LoginPay: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              propList?: components['schemas']['PropList'];
            } & (components['schemas']['Ok'] & components['schemas']['LoginPayUser']))
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Follow-rewards state. */
    FollowRewards: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | (components['schemas']['Ok'] & components['schemas']['FollowRewardsUser'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Claimed; the state after the claim, the credited items and the balances after the credit. */
    FollowRewardsClaim: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              propList: components['schemas']['PropList'];
              coin: components['schemas']['Money'];
              lottery: components['schemas']['Money'];
            } & (components['schemas']['Ok'] & components['schemas']['FollowRewardsUser']))
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Cash-bonus state. */
    Fund: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              rechargeBonusCollection6: components['schemas']['FundState'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Claimed; the new state and the coin credited. */
    FundClaim: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              rechargeBonusCollection6: components['schemas']['FundState'];
              propList: components['schemas']['PropList'];
              coin: components['schemas']['Money'];
              lottery: components['schemas']['Money'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Ladder-recharge state. */
    Ladder: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              rechargeBonusCollection8: components['schemas']['LadderState'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Christmas state. */
    Christmas: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appChristmasUser: components['schemas']['ChristmasState'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Signed in; the new state and the box earned. */
    ChristmasSign: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appChristmasUser: components['schemas']['ChristmasState'];
              boxId: components['schemas']['Id'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Opened; the new state and the prize revealed (not credited yet). */
    ChristmasPrize: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appChristmasUser: components['schemas']['ChristmasState'];
              propList: components['schemas']['PropList'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Received; the new state, what was credited and the balances after it. */
    ChristmasCredit: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appChristmasUser: components['schemas']['ChristmasState'];
              propList: components['schemas']['PropList'];
              coin: components['schemas']['Money'];
              lottery: components['schemas']['Money'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description AgentCount state. */
    Agent4: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              agent4Data: components['schemas']['Agent4State'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description A page of the invited players. */
    Agent4Invites: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              agent4InviteRows: components['schemas']['Agent4InviteRows'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Credited; the new state, the prize and the balances after it. */
    Agent4Credit: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              agent4Data: components['schemas']['Agent4State'];
              propList: components['schemas']['PropList'];
              coin: components['schemas']['Money'];
              lottery: components['schemas']['Money'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description The proxy share tasks. */
    ProxyTasks: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              taskList: components['schemas']['ProxyTaskList'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Shared; the tasks and the short link to share. */
    ProxyShare: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              taskList: components['schemas']['ProxyTaskList'];
              /** Format: uri */
              shareUrl: string;
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Rewarded; the tasks, what was credited and the balances after it. */
    ProxyCredit: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              taskList: components['schemas']['ProxyTaskList'];
              propList: components['schemas']['PropList'];
              coin: components['schemas']['Money'];
              lottery: components['schemas']['Money'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description New Year state. */
    NewYear: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appNewYearUser: components['schemas']['NewYearState'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Opened; the new state and the item found. */
    NewYearPrize: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appNewYearUser: components['schemas']['NewYearState'];
              propList: components['schemas']['PropList'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Credited; the new state, what was credited and the balances after it. */
    NewYearCredit: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              appNewYearUser: components['schemas']['NewYearState'];
              propList: components['schemas']['PropList'];
              coin: components['schemas']['Money'];
              lottery: components['schemas']['Money'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description Claimed; the new state and what was credited. */
    LadderClaim: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          | ({
              rechargeBonusCollection8: components['schemas']['LadderState'];
              propList: components['schemas']['PropList'];
              coin: components['schemas']['Money'];
              lottery: components['schemas']['Money'];
            } & components['schemas']['Ok'])
          | components['schemas']['BusinessError'];
      };
    };
    /** @description The call with this Idempotency-Key is still being applied (a concurrent duplicate), or its first attempt ended without a recorded answer; nothing was applied a second time. Retry after `retryAfter` seconds. */
    IdempotencyInProgress: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @constant */
          code?: 409;
          /** @constant */
          errcode?: 409;
          /** @constant */
          idempotency?: 'in-progress';
        } & WithRequired<components['schemas']['ErrorBody'], 'retryAfter'>;
      };
    };
    /** @description This Idempotency-Key was used by the same player for the same operation with a different body within 24 hours: refused, nothing applied. A new intent needs a new key. */
    IdempotencyMismatch: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @constant */
          code?: 422;
          /** @constant */
          errcode?: 422;
          /** @constant */
          idempotency?: 'mismatch';
        } & components['schemas']['ErrorBody'];
      };
    };
    /** @description The body is not JSON or fails the schema. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Missing, garbage, expired or revoked token. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @constant */
          code?: 401;
          /** @constant */
          errcode?: 401;
          /** @constant */
          msg?: 'Token is required';
        } & components['schemas']['ErrorBody'];
      };
    };
    /** @description Rate limited; see the Retry-After header. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Body larger than the limit. */
    TooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
  };
  parameters: {
    /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
    IdempotencyKey: string;
  };
  requestBodies: {
    Empty: {
      content: {
        'application/json': components['schemas']['Common'];
      };
    };
    ById: {
      content: {
        'application/json': {
          id: components['schemas']['Id'];
        } & components['schemas']['Common'];
      };
    };
    Page: {
      content: {
        'application/json': components['schemas']['Common'] & components['schemas']['PageRequest'];
      };
    };
    DayClaim: {
      content: {
        'application/json': {
          /** @description The day the page offers (reference-server decision). */
          day: number;
        } & components['schemas']['Common'];
      };
    };
    PropClaim: {
      content: {
        'application/json': {
          propId: components['schemas']['Id'];
        } & components['schemas']['Common'];
      };
    };
    ProxyTaskType: {
      content: {
        'application/json': {
          /** @description The share network (task type). */
          type: number;
        } & components['schemas']['Common'];
      };
    };
    BankCard: {
      content: {
        'application/json': {
          bankId: components['schemas']['Id'];
          accountName: string;
          cardNum: string;
        } & components['schemas']['Common'];
      };
    };
  };
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  anonymousAppConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          gameListVersion?: number;
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Configuration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            (components['schemas']['Ok'] & components['schemas']['AppConfig']) | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getAfterLoginInfoWeb: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          gameListVersion?: number;
          os?: string;
          version?: string;
          deviceModel?: string;
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Configuration and session data. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] &
                components['schemas']['AppConfig'] &
                components['schemas']['SessionState'] & {
                  /** @constant */
                  code: 200;
                })
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getAfterLoginInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Session data. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['SessionState'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getUserInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description User info. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                user: components['schemas']['UserInfo'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  online: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          gameId?: components['schemas']['Id'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Heartbeat acknowledged. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                serverTime: components['schemas']['Timestamp'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  actionLog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          event: string;
          data?: {
            [key: string]: string | number | boolean | null;
          };
        } & components['schemas']['Common'];
      };
    };
    responses: {
      200: components['responses']['OkOnly'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
    };
  };
  anonymousLobbyTips: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Ticker data, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                jackpotList: components['schemas']['BigWin'][];
                newYearList: components['schemas']['NewYearEntry'][];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  tradeInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Trade terms with the player's figures. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] &
                components['schemas']['TradeInfo'] & {
                  coin: components['schemas']['Money'];
                  hasSafeboxPassword: components['schemas']['Flag'];
                  kycStatus: components['schemas']['KycStatusCode'];
                  appUserBankList: components['schemas']['UserBankMap'];
                })
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  anonymousTradeInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Trade terms. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            (components['schemas']['Ok'] & components['schemas']['TradeInfo']) | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getBonusTickers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                list: components['schemas']['BonusTicker'][];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getLotterConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Exchange terms. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                lottery: components['schemas']['Money'];
                /** @constant */
                coinPerPoint: 0.008;
                minPoints: number;
                stepPoints: number;
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  lotteryExchange: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Whole points. */
          points: number;
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Exchanged. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                coin: components['schemas']['Money'];
                lottery: components['schemas']['Money'];
                gained: components['schemas']['Money'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  startGame: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          gameId: components['schemas']['Id'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Launch data. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                gameId: components['schemas']['Id'];
                gameUrl: string;
                gameHistory: components['schemas']['GameHistory'];
                playSession?: components['schemas']['PlaySession'];
              } & components['schemas']['Ok'])
            | components['schemas']['SessionLimitRefusal']
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  exitGame: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Left the game. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                coin: components['schemas']['Money'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  gameLike: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: components['schemas']['Id'];
          like: components['schemas']['Flag'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description The player's likes after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                gameLikes: components['schemas']['GameLikes'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  refreshData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Figures. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                coin: components['schemas']['Money'];
                lottery: components['schemas']['Money'];
                vip: number;
                vipExp: number;
                userLevel: number;
                bet: components['schemas']['Money'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  preLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Public key. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                /** @description PEM (SPKI). */
                publicKey: string;
                keyId: string;
                /** @constant */
                algorithm: 'RSA-OAEP-256';
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  accountLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          account: string;
          password: components['schemas']['EncryptedSecret'];
          countryCode?: components['schemas']['CountryCode'];
          outUrl?: components['schemas']['OutUrl'];
          phoneinfoJsonModel?: components['schemas']['DeviceInfo'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      200: components['responses']['AuthResult'];
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  accountRegist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          account: string;
          password: components['schemas']['EncryptedSecret'];
          /** @constant */
          type: 0;
          countryCode?: components['schemas']['CountryCode'];
          outUrl?: components['schemas']['OutUrl'];
          phoneinfoJsonModel?: components['schemas']['DeviceInfo'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      200: components['responses']['AuthResult'];
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  accountRegist4: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          account: string;
          password: components['schemas']['EncryptedSecret'];
          code?: components['schemas']['OtpCode'];
          /** @constant */
          type: 0;
          countryCode?: components['schemas']['CountryCode'];
          outUrl?: components['schemas']['OutUrl'];
          phoneinfoJsonModel?: components['schemas']['DeviceInfo'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      200: components['responses']['AuthResult'];
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  lineLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          state: string;
          code: string;
          /** @description The PKCE code verifier of the attempt (RFC 7636 §4.1). */
          codeVerifier: string;
          uuid?: string;
          outUrl?: components['schemas']['OutUrl'];
          phoneinfoJsonModel?: components['schemas']['DeviceInfo'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      200: components['responses']['AuthResult'];
      400: components['responses']['BadRequest'];
    };
  };
  getLoginThirdConfigList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Providers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                appLoginThirdConfigList: components['schemas']['LoginThirdConfig'][];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  smsSend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mobile: string;
          /** @enum {integer} */
          type: 0 | 1 | 2;
          countryCode?: components['schemas']['CountryCode'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                /** @constant */
                resendSeconds: 60;
                /** @constant */
                expireSeconds: 600;
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  bindAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mobile: string;
          code?: components['schemas']['OtpCode'];
          countryCode?: components['schemas']['CountryCode'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Bound. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                user: components['schemas']['UserInfo'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  forgetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mobile: string;
          code: components['schemas']['OtpCode'];
          password: components['schemas']['EncryptedSecret'];
          countryCode?: components['schemas']['CountryCode'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      200: components['responses']['OkOnly'];
      400: components['responses']['BadRequest'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['OkOnly'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getCustomerServices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Queue. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                appCustomerServiceQueue: components['schemas']['CustomerService'][];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getExchange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Withdrawal state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                coin: components['schemas']['Money'];
                minAmount: components['schemas']['Money'];
                maxAmount: components['schemas']['Money'];
                kycStatus: components['schemas']['KycStatusCode'];
                kycRequired: components['schemas']['Flag'];
                hasSafeboxPassword: components['schemas']['Flag'];
                appUserBankList: components['schemas']['UserBankMap'];
                processingPeriods: components['schemas']['ProcessingPeriod'][];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  exchange: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: components['schemas']['PositiveMoney'];
          bankId: components['schemas']['Id'];
          safeboxPassword: components['schemas']['EncryptedSecret'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Withdrawal accepted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                order: components['schemas']['ExchangeOrder'];
                coin: components['schemas']['Money'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError']
            | components['schemas']['WithdrawableRefusal'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  getBonusWallet: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The player's cash, bonus, withdrawable amount and wagering progress. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['BonusWallet'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  addBankInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['BankCard'];
    responses: {
      200: components['responses']['BankCards'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  modifyBankInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['BankCard'];
    responses: {
      200: components['responses']['BankCards'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getTaskUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Task user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['TaskUser'] & components['schemas']['TaskBoard'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  receiveTaskAward: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      /** @description Received; the balances after the credit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                propList: components['schemas']['PropList'];
                coin: components['schemas']['Money'];
                lottery: components['schemas']['Money'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  getMail2: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          type?: components['schemas']['MailType'];
        } & (components['schemas']['Common'] & components['schemas']['PageRequest']);
      };
    };
    responses: {
      /** @description A page of mail. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                list: components['schemas']['MailSummary'][];
              } & (components['schemas']['Ok'] & components['schemas']['PageInfo']))
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getMailDetail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      /** @description The mail. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                mail: components['schemas']['Mail'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  receiveMail: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      /** @description Received. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                propList: components['schemas']['PropList'];
                coin: components['schemas']['Money'];
                lottery: components['schemas']['Money'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  delMail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: components['schemas']['Id'][];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                deleted: number;
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  hasMailUnread: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Counts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['MailStatus'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  agentFill: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          pid: components['schemas']['Id'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Superior set. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                user: components['schemas']['UserInfo'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | ({
              nickname?: string;
              avatar?: number;
            } & components['schemas']['Common'])
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description Updated. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                user: components['schemas']['UserInfo'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getSafebox: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Safebox. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                safebox: components['schemas']['Money'];
                hasSafeboxPassword: components['schemas']['Flag'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  safeboxPasswordInit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: components['schemas']['EncryptedSecret'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      200: components['responses']['OkOnly'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  modifySafePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          oldPassword: components['schemas']['EncryptedSecret'];
          password: components['schemas']['EncryptedSecret'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      200: components['responses']['OkOnly'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  uploadKyc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string;
          /** @enum {string} */
          kind: 'front' | 'back' | 'selfie';
        };
      };
    };
    responses: {
      /** @description Stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                fileId: string;
                /** @enum {string} */
                kind: 'front' | 'back' | 'selfie';
                size: number;
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
    };
  };
  addKyc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          realName: string;
          /** @enum {string} */
          idType: 'nationalId' | 'passport' | 'driverLicense';
          idNumber: string;
          /** Format: date */
          birthday: string;
          frontFileId: string;
          backFileId?: string;
          selfieFileId: string;
        } & components['schemas']['Common'];
      };
    };
    responses: {
      200: components['responses']['Kyc'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  kyc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['Kyc'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  shortUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uri */
          url: string;
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Short link. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                shortUrl: string;
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appUserOther: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['UserOther'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  updateAppUserOther: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          realName?: string;
          birthday?: string;
          email?: string;
          /** @enum {integer} */
          gender?: 0 | 1 | 2;
          address?: string;
        } & components['schemas']['Common'];
      };
    };
    responses: {
      200: components['responses']['UserOther'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getAgreements: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The accepted texts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                agreements: components['schemas']['Agreement'][];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getRechargeRecord: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Page'];
    responses: {
      /** @description A page of deposits. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                list: components['schemas']['RechargeOrder'][];
              } & (components['schemas']['Ok'] & components['schemas']['PageInfo']))
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getExchangeOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Page'];
    responses: {
      /** @description A page of withdrawals. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                list: components['schemas']['ExchangeOrder'][];
              } & (components['schemas']['Ok'] & components['schemas']['PageInfo']))
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  recharge3: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: components['schemas']['PositiveMoney'];
          /** @constant */
          version: 4;
          /** @enum {integer} */
          actType: 0 | 6 | 13;
          rechargeType: components['schemas']['Id'];
          propId?: components['schemas']['Id'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Order created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                /** @constant */
                code: 200;
                orderId: components['schemas']['OrderId'];
                panel: components['schemas']['PanelKind'];
                isCheck: components['schemas']['Flag'];
                expireTime: components['schemas']['Timestamp'];
                payUrl?: string;
                qrInfo?: components['schemas']['QrInfo'];
                appRechargeBankOwn?: components['schemas']['RechargeBankOwn'];
              } & WithRequired<components['schemas']['Ok'], 'code'>)
            | components['schemas']['BusinessError']
            | components['schemas']['DepositLimitRefusal'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  checkRechargeOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          orderId: components['schemas']['OrderId'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description Order state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                isRechargeDone: components['schemas']['Flag'];
                status: components['schemas']['OrderStatus'];
                coin: components['schemas']['Money'];
                /**
                 * @description Reference-server decision: on a failed order that was paid but refused before crediting because it would exceed a deposit limit in force then; the operator returns the payment (docs/player-protection.md).
                 * @enum {string}
                 */
                failReason?: 'depositLimit';
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getActivityIds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Activity data. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['ActivityData'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appRechargeBonusCollection9: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['FirstCharge'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appRechargeBonusCollection9Receive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['PropClaim'];
    responses: {
      200: components['responses']['FirstChargeClaim'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  appInviteBonus1User: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['Invite'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appInviteBonus1UserReceive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['PropClaim'];
    responses: {
      200: components['responses']['InviteClaim'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  getLoginPayUser3: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['LoginPay'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  receiveLoginPay3: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      200: components['responses']['LoginPay'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  vipRebateUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description VIP rebate state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['VipRebateUser'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  vipRebateReceive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Received; the state after the claim. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                propList: components['schemas']['PropList'];
                coin: components['schemas']['Money'];
                lottery: components['schemas']['Money'];
              } & (components['schemas']['Ok'] & components['schemas']['VipRebateUser']))
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  followRewardsUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['FollowRewards'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  followRewardsReceive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          type: components['schemas']['FollowType'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      200: components['responses']['FollowRewardsClaim'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  rechargeBonusCollection6: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['Fund'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  receiverRechargeBonusCollection6: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['FundClaim'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  rechargeBonusCollection8: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['Ladder'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  receiverRechargeBonusCollection8: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      200: components['responses']['LadderClaim'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  agentData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Agent state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                agentData: components['schemas']['AgentData'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  agent3Exchange: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Exchanged; the new state, the coin credited and the balances. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                agentData: components['schemas']['AgentData'];
                amount: components['schemas']['Money'];
                propList: components['schemas']['PropList'];
                coin: components['schemas']['Money'];
                lottery: components['schemas']['Money'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  appAgent5User: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Agent5 state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                appAgent5User: components['schemas']['Agent5State'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appAgent5UserLog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Page'];
    responses: {
      /** @description The log. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                list: components['schemas']['Agent5LogRow'][];
              } & (components['schemas']['Ok'] & components['schemas']['PageInfo']))
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appAgent5UserReceive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      200: components['responses']['Agent5Claimed'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  appAgent5UserInviteValidReceive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      200: components['responses']['Agent5Claimed'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  rechargeBonusCollection11: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Festival state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                rechargeBonusCollection11: components['schemas']['FestivalState'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  receiverRechargeBonusCollection11: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      /** @description Claimed; the new state and what was credited. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                rechargeBonusCollection11: components['schemas']['FestivalState'];
                propList: components['schemas']['PropList'];
                coin: components['schemas']['Money'];
                lottery: components['schemas']['Money'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  anonymousWeekendLottery: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The lottery. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['LotteryPublic'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  rechargeBonusCollection12: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The lottery with the player's tickets. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                rechargeBonusCollection12: components['schemas']['LotteryUser'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appChristmasUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['Christmas'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appChristmasUserSign: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['ChristmasSign'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  appChristmasUserOpen: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      200: components['responses']['ChristmasPrize'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  appChristmasUserReceive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      200: components['responses']['ChristmasCredit'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  appChristmasUserExtra: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['ChristmasCredit'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  appNewYearUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['NewYear'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appNewYearUserShare: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['NewYear'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appNewYearUserReceiveTask: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      200: components['responses']['NewYear'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  appNewYearUserBoxOpen: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      200: components['responses']['NewYearPrize'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  appNewYearUserOpen: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['NewYearCredit'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  appNewYearUserExtra: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['NewYearCredit'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  actInviteUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The spin state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                shareUrl: string;
              } & (components['schemas']['Ok'] & components['schemas']['SpinState']))
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  actInviteUserStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The figures. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['SpinStatus'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  actInviteUserSpin: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The slice the wheel stops on and the new figures. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                prizeId: components['schemas']['Id'];
                amount: components['schemas']['Money'];
                added: components['schemas']['Money'];
                status: components['schemas']['SpinStatus'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  actInviteUserRecord: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Page'];
    responses: {
      /** @description A page of the record. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['SpinRecordPage'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  actInviteUserExchange: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Cashed out; the amount credited, the new coin balance and the new figures. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                amount: components['schemas']['Money'];
                coin: components['schemas']['Money'];
                status: components['schemas']['SpinStatus'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  loginBonus3User: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The sign-up bonus state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['SignUpBonusState'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  loginBonus3UserReceive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['DayClaim'];
    responses: {
      /** @description Received. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] &
                components['schemas']['SignUpBonusState'] &
                components['schemas']['DailyCredit'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  freeSignUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The free-sign state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['FreeSignState'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  freeSignReceive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['DayClaim'];
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] &
                components['schemas']['FreeSignState'] &
                components['schemas']['DailyCredit'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  bankruptBonusUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The supply state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['SupplyState'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  bankruptBonus: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Received. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] &
                components['schemas']['SupplyState'] &
                components['schemas']['DailyCredit'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  getPromotionalVideoList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description Videos. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                appPromotionalVideoList: components['schemas']['PromotionalVideo'][];
                gameResourceUrl: string;
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  agent4Data: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['Agent4'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  agent4InviteRows: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Page'];
    responses: {
      200: components['responses']['Agent4Invites'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  agent4Scratch: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      200: components['responses']['Agent4Credit'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  agent4Lottery: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['Agent4Credit'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  agent4Award: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ById'];
    responses: {
      200: components['responses']['Agent4Credit'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  appProxyUser4TaskUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      200: components['responses']['ProxyTasks'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appProxyUser4TaskUserShare: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ProxyTaskType'];
    responses: {
      200: components['responses']['ProxyShare'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  appProxyUser4TaskUserReceive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One key per player intent (a withdrawal, a deposit order, a claim), made by the app when the player starts it and sent again, unchanged, with every retry of that intent (also after a reload where the flow keeps its state). The server answers a repeated key (the same player, operation and key) within 24 hours with the first answer and never applies the call a second time; see "Idempotency" above. 16–128 of `A–Z a–z 0–9 _ -` (the app sends a UUID). Optional: a call without one is applied each time it arrives. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['ProxyTaskType'];
    responses: {
      200: components['responses']['ProxyCredit'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotencyInProgress'];
      422: components['responses']['IdempotencyMismatch'];
    };
  };
  getExclusion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The exclusion in force, if any. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                exclusion?: components['schemas']['Exclusion'];
                serverTime?: components['schemas']['Timestamp'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  startExclusion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          kind: components['schemas']['ExclusionKind'];
          duration?: components['schemas']['ExclusionDuration'];
          password: components['schemas']['EncryptedSecret'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description The exclusion now in force (this session is already revoked). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                exclusion: components['schemas']['Exclusion'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
    };
  };
  endSelfExclusion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: components['schemas']['EncryptedSecret'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description The exclusion with its new end. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                exclusion: components['schemas']['Exclusion'];
              } & components['schemas']['Ok'])
            | components['schemas']['BusinessError']
            | {
                /** @constant */
                errcode: 2405;
                msg: string;
                revocableAt: components['schemas']['Timestamp'];
              };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAccountSecurity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description History and sessions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['AccountSecurity'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  signOutOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description History and sessions after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                signedOut: number;
              } & (components['schemas']['Ok'] & components['schemas']['AccountSecurity']))
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getPlayerProtection: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Empty'];
    responses: {
      /** @description The player's protection settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['PlayerProtection'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  setDepositLimit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          period: components['schemas']['LimitPeriod'];
          amount?: components['schemas']['PositiveMoney'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description The settings after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                /** @enum {string} */
                change: 'immediate' | 'pending' | 'unchanged';
              } & (components['schemas']['Ok'] & components['schemas']['PlayerProtection']))
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  cancelDepositLimitChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          period: components['schemas']['LimitPeriod'];
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description The settings after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['PlayerProtection'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  setPlayerLimit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Common'] &
          (
            | {
                /** @enum {string} */
                kind: 'deposit' | 'loss';
                period: components['schemas']['LimitPeriod'];
                amount?: components['schemas']['PositiveMoney'];
              }
            | {
                /** @enum {string} */
                kind: 'session';
                /** @description Minutes. */
                amount?: number;
              }
          );
      };
    };
    responses: {
      /** @description The settings after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | ({
                /** @enum {string} */
                change: 'immediate' | 'pending' | 'unchanged';
              } & (components['schemas']['Ok'] & components['schemas']['PlayerProtection']))
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  cancelPlayerLimitChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Common'] &
          (
            | {
                /** @enum {string} */
                kind: 'deposit' | 'loss';
                period: components['schemas']['LimitPeriod'];
              }
            | {
                /** @enum {string} */
                kind: 'session';
              }
          );
      };
    };
    responses: {
      /** @description The settings after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['PlayerProtection'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  setPlaySettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {integer} */
          realityCheckMinutes?: 0 | 15 | 30 | 60;
          /** @constant */
          limitOfferAnswered?: true;
        } & components['schemas']['Common'];
      };
    };
    responses: {
      /** @description The settings after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['Ok'] & components['schemas']['PlayerProtection'])
            | components['schemas']['BusinessError'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
}
type WithRequired<T, K extends keyof T> = T & {
  [P in K]-?: T[P];
};
