// The simulator's broadcast terminals for the terminals' broadcast bench, in a process of their own
// (see fleet-child.ts): each fetches the manifest and the sound of a broadcast it is told to play
// from the device API, checks the hash, plays it in real time and answers.

import { serveFleet } from './fleet-child';

serveFleet('broadcastTerminal', 'BT');
