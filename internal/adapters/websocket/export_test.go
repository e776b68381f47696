package websocket

// SeatMapFields are the SeatMap fields the fan-out can encode.
var SeatMapFields = seatMapFields

// QueuePositionFields are the QueuePosition fields the fan-out can encode.
var QueuePositionFields = queuePositionFields
