/**
 * Where an excluded or worried player is sent for help (docs/player-protection.md): PAGCOR's player-exclusion page (its
 * procedure and forms; applications by e-mail to keepitfun@pagcor.ph) and a free, round-the-clock helpline —
 * Thailand's Department of Mental Health hotline 1323, which takes gambling problems.
 */
export const PAGCOR_EXCLUSION_URL = 'https://www.pagcor.ph/regulatory/exclusion2.php';
export const PAGCOR_EXCLUSION_EMAIL = 'keepitfun@pagcor.ph';
export const HELPLINE_NUMBER = '1323';
