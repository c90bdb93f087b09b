/**
 * The sandbox game page's own texts, in both content locales (the locale the app named when it launched the
 * game: startGame's `lang`). The page's script gets its share through the page (`data-texts`), so a refused
 * round tells the player why in their language.
 */
import { GAME_IDLE_MS, GAME_MAX_MS, type GameEndReason } from '../../contract/game-session-rules';
import type { ContentLocale } from '../domain/content-locale';

export interface GameTexts {
  readonly htmlLang: string;
  readonly bar: string;
  readonly sandboxGame: string;
  readonly balance: string;
  readonly bet: string;
  readonly spin: string;
  /** `{amount}`: the win. */
  readonly won: string;
  readonly noWin: string;
  readonly short: string;
  readonly lossLimit: string;
  readonly sessionLimit: string;
  readonly failed: string;
  readonly network: string;
  readonly notFound: string;
  readonly badLink: string;
  readonly gone: string;
  readonly ended: string;
  readonly reasons: Readonly<Record<GameEndReason, string>>;
}

const IDLE_MINUTES = GAME_IDLE_MS / 60_000;
const MAX_HOURS = GAME_MAX_MS / 3_600_000;

export const GAME_TEXTS: Readonly<Record<ContentLocale, GameTexts>> = {
  'en-US': {
    htmlLang: 'en',
    bar: 'Sandbox game — stands in for a game provider; bets and wins are real ledger movements',
    sandboxGame: 'Sandbox game',
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    won: 'You won {amount}!',
    noWin: 'No win this time.',
    short: 'Not enough balance for this bet.',
    lossLimit: 'This bet could take you over your loss limit.',
    sessionLimit: 'Your session-time limit is reached: the game is closed.',
    failed: 'Spin failed.',
    network: 'Network error, try again.',
    notFound: 'Game not found',
    badLink: 'This game link is not valid.',
    gone: 'This game no longer exists.',
    ended: 'Game ended',
    reasons: {
      exited: 'You left this game. Start it again from the lobby.',
      signedOut:
        'You were signed out (a logout, a password change or a sign-out from another device), so this game has ended. Sign in again to play.',
      coolOff: 'Your cool-off has started: no more rounds can be played until it ends.',
      selfExclusion: 'Your self-exclusion has started: no more rounds can be played until it ends.',
      closure: 'Your account is closed: no more rounds can be played.',
      disabled: 'Your account has been disabled: please contact customer service.',
      sessionLimit: 'Your session-time limit is reached: take a break before you play again.',
      idle: `This game ended after ${IDLE_MINUTES} minutes without a round. Start it again from the lobby.`,
      expired: `This game has run for its longest time, ${MAX_HOURS} hours. Start it again from the lobby.`,
    },
  },
  'th-TH': {
    htmlLang: 'th',
    bar: 'เกมทดสอบ — จำลองค่ายเกม การเดิมพันและเงินรางวัลเป็นรายการจริงในบัญชี',
    sandboxGame: 'เกมทดสอบ',
    balance: 'ยอดเงิน',
    bet: 'เดิมพัน',
    spin: 'หมุน',
    won: 'คุณชนะ {amount}!',
    noWin: 'รอบนี้ไม่ได้รางวัล',
    short: 'ยอดเงินไม่พอสำหรับเดิมพันนี้',
    lossLimit: 'การเดิมพันนี้อาจทำให้เกินวงเงินยอดเสียที่คุณตั้งไว้',
    sessionLimit: 'ถึงเวลาเล่นสูงสุดต่อครั้งที่คุณตั้งไว้แล้ว เกมจึงปิดลง',
    failed: 'หมุนไม่สำเร็จ',
    network: 'เครือข่ายขัดข้อง โปรดลองอีกครั้ง',
    notFound: 'ไม่พบเกม',
    badLink: 'ลิงก์เกมนี้ไม่ถูกต้อง',
    gone: 'เกมนี้ไม่มีให้บริการแล้ว',
    ended: 'เกมสิ้นสุดแล้ว',
    reasons: {
      exited: 'คุณออกจากเกมนี้แล้ว เริ่มเกมใหม่ได้จากล็อบบี้',
      signedOut:
        'คุณออกจากระบบแล้ว (ออกจากระบบ เปลี่ยนรหัสผ่าน หรือถูกออกจากระบบจากอุปกรณ์อื่น) เกมนี้จึงสิ้นสุดลง โปรดเข้าสู่ระบบอีกครั้งเพื่อเล่น',
      coolOff: 'การพักชั่วคราวของคุณเริ่มแล้ว: เล่นต่อไม่ได้จนกว่าจะสิ้นสุด',
      selfExclusion: 'การระงับการเล่นด้วยตนเองของคุณเริ่มแล้ว: เล่นต่อไม่ได้จนกว่าจะสิ้นสุด',
      closure: 'บัญชีของคุณถูกปิดแล้ว: เล่นต่อไม่ได้อีก',
      disabled: 'บัญชีของคุณถูกระงับการใช้งาน: โปรดติดต่อฝ่ายบริการลูกค้า',
      sessionLimit: 'ถึงเวลาเล่นสูงสุดต่อครั้งที่คุณตั้งไว้แล้ว: โปรดพักก่อนเล่นอีกครั้ง',
      idle: `เกมนี้สิ้นสุดลงเพราะไม่มีการเล่นนาน ${IDLE_MINUTES} นาที เริ่มเกมใหม่ได้จากล็อบบี้`,
      expired: `เกมนี้เปิดครบเวลาสูงสุด ${MAX_HOURS} ชั่วโมงแล้ว เริ่มเกมใหม่ได้จากล็อบบี้`,
    },
  },
};

/** The texts of a locale; a session launched before locales were kept speaks th-TH, the product's default. */
export function gameTexts(lang: ContentLocale | null | undefined): GameTexts {
  return GAME_TEXTS[lang ?? 'th-TH'] ?? GAME_TEXTS['th-TH'];
}
