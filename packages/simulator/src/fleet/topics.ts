/** The device API's MQTT topics (ThingsBoard's), as a device and a gateway use them. */
export const TOPIC = {
  telemetry: 'v1/devices/me/telemetry',
  attributes: 'v1/devices/me/attributes',
  rpcRequests: 'v1/devices/me/rpc/request/+',
  rpcRequestPrefix: 'v1/devices/me/rpc/request/',
  rpcResponsePrefix: 'v1/devices/me/rpc/response/',
  gatewayConnect: 'v1/gateway/connect',
  gatewayDisconnect: 'v1/gateway/disconnect',
  gatewayTelemetry: 'v1/gateway/telemetry',
  gatewayAttributes: 'v1/gateway/attributes',
  gatewayRpc: 'v1/gateway/rpc',
} as const;
