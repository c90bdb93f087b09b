/**
 * Script of the sandbox game page (GET /sandbox/game.js): Spin posts the bet to the server and shows
 * the round's outcome and the new balance, in the page's locale (its texts come in `data-texts`). The parent
 * window (the app's /start page) is told the new balance with a postMessage { type: 'sandbox-game:balance',
 * coin }, and a round refused for a player-protection limit or because the game session has ended (410,
 * errcode 3003: the player's standing changed, or it timed out) with { type: 'sandbox-game:refused', errcode,
 * limit?, reason? }. An ended game session says why and plays no more.
 *
 * The app frames the page sandboxed (an opaque origin): the round call is a CORS request with no credentials,
 * and messages go to the app's origin (the origin of this page's URL: the stand-in is served by the app's
 * server).
 */
(function () {
  'use strict';
  var root = document.getElementById('game');
  if (!root) return;
  var session = root.getAttribute('data-session') || '';
  var balanceEl = document.getElementById('balance');
  var betEl = document.getElementById('bet');
  var spinEl = document.getElementById('spin');
  var resultEl = document.getElementById('result');
  var reelsEl = document.getElementById('reels');
  var symbols = ['7', '★', '♦', '♣', '♥', '♠', '☘'];
  var texts = {};
  try {
    texts = JSON.parse(root.getAttribute('data-texts') || '{}') || {};
  } catch {
    texts = {};
  }
  var reasons = texts.reasons || {};
  var GAME_SESSION_ENDED = 3003;
  var ended = false;

  function tell(message) {
    if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
  }

  function money(hundredths) {
    var whole = String(Math.floor(hundredths / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return whole + '.' + String(hundredths % 100).padStart(2, '0');
  }

  function randomIndex(n) {
    var a = new Uint32Array(1);
    crypto.getRandomValues(a);
    return a[0] % n;
  }

  /** Cosmetic reels: three alike for a big win, two alike for a win, all different for a loss. */
  function showReels(bet, win) {
    var first = randomIndex(symbols.length);
    var picks;
    if (win >= bet * 10) picks = [first, first, first];
    else if (win > 0) picks = [first, first, (first + 1 + randomIndex(symbols.length - 1)) % symbols.length];
    else picks = [first, (first + 1) % symbols.length, (first + 3) % symbols.length];
    var reels = reelsEl.querySelectorAll('.reel');
    for (var i = 0; i < reels.length; i++) reels[i].textContent = symbols[picks[i]];
  }

  function setResult(text, kind) {
    resultEl.textContent = text;
    resultEl.className = 'result' + (kind ? ' ' + kind : '');
  }

  spinEl.addEventListener('click', function () {
    var bet = Number(betEl.value);
    spinEl.disabled = true;
    reelsEl.classList.add('spinning');
    setResult('', '');
    fetch('/sandbox/game/' + encodeURIComponent(session) + '/spin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bet: bet }),
      credentials: 'omit',
    })
      .then(function (res) {
        return res.json();
      })
      .then(function (body) {
        reelsEl.classList.remove('spinning');
        if (body.errcode === GAME_SESSION_ENDED) {
          // The game session has ended (the player's standing changed, or it timed out): say why, play no more.
          ended = true;
          setResult(reasons[body.reason] || texts.ended || body.msg, 'error');
          tell({ type: 'sandbox-game:refused', errcode: body.errcode, reason: body.reason });
          return;
        }
        if (typeof body.coin !== 'number') {
          var text =
            body.errcode === 2005
              ? texts.short
              : body.errcode === 2020
                ? texts.lossLimit
                : body.errcode === 2021
                  ? texts.sessionLimit
                  : texts.failed;
          setResult(text || body.msg, 'error');
          // A player-protection refusal (2020 loss limit, 2021 session-time limit): the app says it in the
          // player's language, and closes the game for the session-time limit (the game session has ended).
          if (body.errcode === 2021) ended = true;
          if (body.errcode === 2020 || body.errcode === 2021) {
            tell({ type: 'sandbox-game:refused', errcode: body.errcode, limit: body.limit });
          }
          return;
        }
        showReels(body.bet, body.win);
        balanceEl.textContent = money(body.coin);
        balanceEl.setAttribute('data-coin', String(body.coin));
        if (body.win > 0) setResult((texts.won || '{amount}').replace('{amount}', money(body.win)), 'win');
        else setResult(texts.noWin || '', '');
        tell({ type: 'sandbox-game:balance', coin: body.coin });
      })
      .catch(function () {
        reelsEl.classList.remove('spinning');
        setResult(texts.network || 'Network error', 'error');
      })
      .finally(function () {
        spinEl.disabled = ended;
      });
  });
})();
