import type { Server } from 'node:http';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { DeviceBroker } from './device-broker';

export const MQTT_WEBSOCKET_PATH = '/mqtt';

/**
 * MQTT over WebSocket on the platform's HTTP port at `/mqtt` (subprotocol `mqtt`), for clients
 * that only get out through HTTP: the same broker, the same tokens and topics.
 */
export function serveMqttOverWebSocket(server: Server, broker: DeviceBroker, maxFrameBytes: number): void {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes });
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== MQTT_WEBSOCKET_PATH) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (webSocket) =>
      broker.handle(createWebSocketStream(webSocket), request),
    );
  });
  server.on('close', () => sockets.close());
}
