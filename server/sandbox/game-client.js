/**
 * Script of the sandbox game page (GET /sandbox/game.js): Spin posts the bet to the server and shows
 * the round's outcome and the new balance. The parent window (the app's /start page) is told the new
 * balance with a same-origin postMessage { type: 'sandbox-game:balance', coin }, and a round refused for a
 * player-protection limit with { type: 'sandbox-game:refused', errcode, limit }.
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
      credentials: 'same-origin',
    })
      .then(function (res) {
        return res.json();
      })
      .then(function (body) {
        reelsEl.classList.remove('spinning');
        if (typeof body.coin !== 'number') {
          setResult(body.errcode === 2005 ? 'Not enough balance for this bet.' : body.msg || 'Spin failed.', 'error');
          // A player-protection refusal (2020 loss limit, 2021 session-time limit): the app says it in the
          // player's language, and closes the game for the session-time limit.
          if ((body.errcode === 2020 || body.errcode === 2021) && window.parent !== window) {
            window.parent.postMessage(
              { type: 'sandbox-game:refused', errcode: body.errcode, limit: body.limit },
              window.location.origin,
            );
          }
          return;
        }
        showReels(body.bet, body.win);
        balanceEl.textContent = money(body.coin);
        balanceEl.setAttribute('data-coin', String(body.coin));
        if (body.win > 0) setResult('You won ' + money(body.win) + '!', 'win');
        else setResult('No win this time.', '');
        if (window.parent !== window) {
          window.parent.postMessage({ type: 'sandbox-game:balance', coin: body.coin }, window.location.origin);
        }
      })
      .catch(function () {
        reelsEl.classList.remove('spinning');
        setResult('Network error, try again.', 'error');
      })
      .finally(function () {
        spinEl.disabled = false;
      });
  });
})();
