// boardgameio.js - Connect Four in boardgame.io (a JavaScript framework for
// turn-based games), the peer the issue compares tabula with: the same rules
// and random-move policy as the tabula scenario, written the way its
// tutorial writes a game (G for the board, a move, endIf), played headless
// through boardgame.io's own Client (its reducer loop; no server, no UI).
//
// Usage: node boardgameio.js SECONDS [SEED]
// boardgame.io is not a dependency of tabula: scripts/bench installs it with
// npm into build-bench/peers and points NODE_PATH there. Plays a warm-up,
// then whole games until SECONDS of this process's CPU time have passed, and
// prints one line: "MOVES SECONDS" (or, without boardgame.io, one line
// starting "missing").
'use strict';

let Client;
try {
  ({ Client } = require('boardgame.io/client'));
} catch (e) {
  console.log('missing boardgame.io (' + e.message.split('\n')[0] + ')');
  process.exit(0);
}

const COLUMNS = 7, ROWS = 6;
const DIRECTIONS = [[1, 0], [0, 1], [1, 1], [1, -1]];

// SplitMix64 on BigInt, the same numbers as plain.lua and bitboard.c.
const MASK = (1n << 64n) - 1n;
let state = BigInt(process.argv[3] || 1);
function randomBelow(n) {
  state = (state + 0x9e3779b97f4a7c15n) & MASK;
  let z = state;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  z = z ^ (z >> 31n);
  return Number((z >> 1n) % BigInt(n));
}

// cells[y * COLUMNS + x]: null or the player ("0", "1"); row 0 is the top.
function ownerAt(cells, x, y) {
  if (x < 0 || x >= COLUMNS || y < 0 || y >= ROWS) return null;
  return cells[y * COLUMNS + x];
}

function run(cells, p, x, y, dx, dy) {
  let n = 0;
  for (x += dx, y += dy; ownerAt(cells, x, y) === p; x += dx, y += dy) n++;
  return n;
}

function fourThrough(cells, p, x, y) {
  return DIRECTIONS.some(([dx, dy]) =>
    1 + run(cells, p, x, y, dx, dy) + run(cells, p, x, y, -dx, -dy) >= 4);
}

const ConnectFour = {
  setup: () => ({ cells: Array(COLUMNS * ROWS).fill(null), winner: null, moves: 0 }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    drop: ({ G, playerID }, x) => {
      let y = ROWS - 1;
      while (G.cells[y * COLUMNS + x] !== null) y--;
      G.cells[y * COLUMNS + x] = playerID;
      G.moves++;
      if (fourThrough(G.cells, playerID, x, y)) G.winner = playerID;
    },
  },
  endIf: ({ G }) => {
    if (G.winner !== null) return { winner: G.winner };
    if (G.moves === COLUMNS * ROWS) return { draw: true };
  },
};

// One game with random moves to the end; returns the number of moves.
function play() {
  const client = Client({ game: ConnectFour, numPlayers: 2 });
  client.start();
  let moves = 0;
  for (;;) {
    const { G, ctx } = client.getState();
    if (ctx.gameover) break;
    const columns = [];
    for (let x = 0; x < COLUMNS; x++) if (G.cells[x] === null) columns.push(x);
    client.moves.drop(columns[randomBelow(columns.length)]);
    moves++;
  }
  client.stop();
  return moves;
}

function cpuSeconds() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

const seconds = Number(process.argv[2] || 1);
for (let i = 0; i < 20; i++) play(); // warm-up: let the JIT compile the loop
let moves = 0;
const t0 = cpuSeconds();
let t;
do {
  for (let i = 0; i < 10; i++) moves += play();
  t = cpuSeconds() - t0;
} while (t < seconds);
console.log(moves + ' ' + t);
