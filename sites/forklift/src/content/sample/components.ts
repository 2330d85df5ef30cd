// The parts that fail on a forklift, by system: what kind of part each is (which failure modes it has), where it sits,
// what the operator notices when it fails and what the controller does about it.

export type ComponentKind = 'sensor' | 'temp-sensor' | 'solenoid' | 'contactor' | 'motor' | 'switch' | 'supply' | 'module' | 'level';
/** Which trucks carry the part: battery-electric, engine (IC) or both. */
export type Powertrain = 'electric' | 'engine' | 'all';

export interface ComponentSpec {
  name: string;
  system: string;
  kind: ComponentKind;
  on: Powertrain;
  /** Where a technician finds it. */
  location: string;
  /** What the operator reports, in their words. */
  symptoms: [string, string];
  /** What the truck does while the fault is active. */
  effect: string;
  /** The controller that watches it: 'traction', 'pump', 'vehicle', 'engine', 'steering', 'display', 'bms'. */
  controller: ControllerRole;
}

export type ControllerRole = 'traction' | 'pump' | 'vehicle' | 'engine' | 'steering' | 'display' | 'bms';

type Row = [string, ComponentKind, Powertrain, ControllerRole, string, string, string, string];

function system(id: string, rows: Row[]): ComponentSpec[] {
  return rows.map(([name, kind, on, controller, location, symptomA, symptomB, effect]) => ({
    name, system: id, kind, on, controller, location, symptoms: [symptomA, symptomB], effect,
  }));
}

export const COMPONENTS: readonly ComponentSpec[] = [
  ...system('hydraulics', [
    ['lift pressure sensor', 'sensor', 'all', 'pump', 'on the lift section of the main control valve', 'the load weight reading jumps around or shows zero with a pallet on the forks', 'lift feels weak and stops just above the floor with a heavy load', 'Lift speed is limited to 50 % and the load weight display is blanked.'],
    ['tilt solenoid valve', 'solenoid', 'all', 'pump', 'on the tilt section of the control valve', 'the mast will not tilt forward or back although lift still works', 'tilt jerks or creeps by itself when the lever is released', 'Tilt functions are disabled; lift and lower stay available.'],
    ['lift solenoid valve', 'solenoid', 'all', 'pump', 'on the lift section of the control valve', 'the forks will not raise and the pump runs without lifting', 'the forks lift in steps instead of smoothly', 'Lift is disabled; lowering by gravity remains possible.'],
    ['lowering proportional valve', 'solenoid', 'all', 'pump', 'on the lowering port of the control valve', 'the forks will not come down or drop too fast', 'lowering speed changes with the load and feels uncontrolled', 'Lowering is limited to the emergency-lowering speed.'],
    ['auxiliary 1 solenoid (side shift)', 'solenoid', 'all', 'pump', 'on the auxiliary section of the control valve', 'the side shifter does not move in either direction', 'side shift works one way only', 'The auxiliary 1 function is disabled.'],
    ['auxiliary 2 solenoid (fork positioner)', 'solenoid', 'all', 'pump', 'on the second auxiliary section', 'the fork positioner will not open or close', 'the attachment drifts when the lever is centred', 'The auxiliary 2 function is disabled.'],
    ['hydraulic oil temperature sensor', 'temp-sensor', 'all', 'pump', 'in the hydraulic tank return line', 'hydraulic functions slow down after an hour of work', 'the display shows a hot oil symbol although the tank is cool', 'Pump speed is reduced to protect the oil and seals.'],
    ['pump motor', 'motor', 'electric', 'pump', 'under the floor plate beside the hydraulic tank', 'the pump motor hums but does not turn when lift is requested', 'the pump motor smells hot and lift slows down over the shift', 'The pump controller switches the pump motor off; all hydraulic functions stop.'],
    ['hydraulic filter bypass switch', 'switch', 'all', 'pump', 'on the return filter head', 'the filter warning light comes on after a cold start', 'hydraulic functions are sluggish and the oil looks dark', 'A service reminder is shown; hydraulic speed is limited to 70 %.'],
    ['lift lever potentiometer', 'sensor', 'all', 'pump', 'in the fingertip control module on the armrest', 'the forks lift without the lever being touched or not at all', 'lift speed does not follow the lever smoothly', 'Lift and lower are disabled until the lever is centred and the key is cycled.'],
    ['tilt lever potentiometer', 'sensor', 'all', 'pump', 'in the fingertip control module on the armrest', 'the mast tilts the wrong way or not at all', 'tilt starts on its own when the armrest is moved', 'Tilt is disabled until the lever is centred and the key is cycled.'],
    ['hydraulic oil level', 'level', 'all', 'pump', 'in the hydraulic tank', 'the pump whines and the forks shudder when lifting at full height', 'lift stops before the top of the mast', 'Lift height is limited and a low oil warning is shown.'],
  ]),
  ...system('electrical', [
    ['main contactor', 'contactor', 'electric', 'traction', 'on the contactor panel behind the battery compartment', 'the truck clicks when the key is turned but nothing works', 'the display comes on but the truck will not drive or lift', 'The main contactor is opened; travel and hydraulics stop.'],
    ['key switch input', 'switch', 'all', 'vehicle', 'in the steering column', 'the truck turns off by itself while driving over bumps', 'the display flickers when the key is touched', 'The controller shuts down in a controlled stop.'],
    ['5 V sensor supply', 'supply', 'all', 'vehicle', 'on the vehicle controller, feeding pedal, lever and pressure sensors', 'several sensor faults appear at once and the truck will not move', 'the accelerator and lift levers stop working together', 'All functions that read a 5 V sensor are disabled.'],
    ['12 V logic supply', 'supply', 'all', 'vehicle', 'from the DC/DC converter to the controllers and display', 'the display resets when the horn or lights are used', 'controllers drop out at random and come back after a key cycle', 'The controllers stop and restart; travel is interrupted.'],
    ['horn relay', 'solenoid', 'all', 'vehicle', 'in the fuse and relay box under the cowl', 'the horn does not sound', 'the horn sounds continuously with the key on', 'The horn output is switched off; the truck keeps working.'],
    ['work light relay', 'solenoid', 'all', 'vehicle', 'in the fuse and relay box under the cowl', 'the work lights stay off', 'the lights flicker and the relay buzzes', 'The lighting output is switched off; the truck keeps working.'],
    ['DC/DC converter', 'module', 'electric', 'vehicle', 'on the counterweight side of the power compartment', 'the display goes dark and the lights dim while the truck still drives', 'the 12 V accessories stop working after the truck warms up', 'The 12 V accessories are switched off and travel speed is limited.'],
    ['alternator charge circuit', 'supply', 'engine', 'engine', 'on the front of the engine', 'the battery light comes on while the engine runs', 'the truck needs a jump start every morning', 'A warning is shown; the engine keeps running.'],
    ['starter relay', 'solenoid', 'engine', 'engine', 'in the relay box beside the engine ECU', 'the engine does not crank when the key is turned to start', 'the starter keeps running after the engine has started', 'Starting is inhibited.'],
  ]),
  ...system('drive', [
    ['accelerator pedal potentiometer', 'sensor', 'all', 'traction', 'on the accelerator pedal assembly', 'the truck does not move when the pedal is pressed', 'the truck surges or jerks when the pedal is held still', 'Travel is disabled until the pedal is released and the key is cycled.'],
    ['traction motor speed sensor', 'sensor', 'electric', 'traction', 'on the non-drive end of the traction motor', 'the truck jerks at low speed and the speedometer jumps', 'the truck drives only at creep speed', 'Travel is limited to creep speed (2 km/h).'],
    ['traction motor', 'motor', 'electric', 'traction', 'on the drive axle', 'the truck slows down on ramps and the motor smells hot', 'the truck will not drive although the display shows no other fault', 'The traction controller cuts or limits motor current.'],
    ['direction switch', 'switch', 'all', 'traction', 'on the direction lever or the armrest', 'the truck will not select forward or reverse', 'the truck drives in neutral or the wrong way after a direction change', 'Travel is disabled until both directions read open.'],
    ['traction inverter', 'module', 'electric', 'traction', 'on the contactor panel', 'the truck stops dead and restarts after a key cycle', 'travel is lost while the hydraulics still work', 'The traction inverter is disabled; the truck cannot drive.'],
    ['transmission oil pressure switch', 'switch', 'engine', 'vehicle', 'on the transmission control valve', 'the truck creeps in neutral or will not pull away', 'gear engagement is harsh and delayed', 'The transmission is put in neutral; the engine keeps running.'],
    ['forward clutch solenoid', 'solenoid', 'engine', 'vehicle', 'on the transmission control valve', 'the truck drives in reverse but not forward', 'forward engages with a bang', 'Forward travel is disabled.'],
    ['reverse clutch solenoid', 'solenoid', 'engine', 'vehicle', 'on the transmission control valve', 'the truck drives forward but not in reverse', 'reverse engages late and slips', 'Reverse travel is disabled.'],
    ['inching pedal sensor', 'sensor', 'engine', 'vehicle', 'on the inching pedal linkage', 'the truck keeps driving when the inching pedal is pressed', 'inching feels like an on-off switch', 'Travel speed is limited and inching is disabled.'],
    ['transmission oil temperature sensor', 'temp-sensor', 'engine', 'vehicle', 'in the transmission sump', 'the truck loses drive after working up a ramp for a while', 'the hot transmission warning comes on soon after start', 'Engine speed is limited to protect the transmission.'],
  ]),
  ...system('engine', [
    ['coolant temperature sensor', 'temp-sensor', 'engine', 'engine', 'in the thermostat housing', 'the engine overheats and the temperature gauge reads high', 'the engine runs rough when cold and is hard to start', 'Engine power is reduced; above 115 °C the engine is shut down.'],
    ['engine oil pressure switch', 'switch', 'engine', 'engine', 'on the oil filter head', 'the oil light flickers at idle', 'the engine shuts down shortly after starting', 'The engine is shut down after 10 s of low oil pressure.'],
    ['throttle position sensor', 'sensor', 'engine', 'engine', 'on the electronic throttle body', 'the engine stays at idle when the accelerator is pressed', 'engine speed hunts up and down', 'The engine is held at a fixed fast idle (limp-home).'],
    ['crankshaft position sensor', 'sensor', 'engine', 'engine', 'at the flywheel housing', 'the engine cranks but will not start', 'the engine cuts out when hot and restarts when cool', 'Fuel and spark are cut; the engine stops.'],
    ['LPG lock-off solenoid', 'solenoid', 'engine', 'engine', 'on the LPG vaporiser inlet', 'the engine cranks but does not start on LPG', 'the engine stalls and the lock-off clicks repeatedly', 'Fuel supply is shut off; the engine stops.'],
    ['fuel injector cylinder 1', 'solenoid', 'engine', 'engine', 'in the intake manifold at cylinder 1', 'the engine misfires and shakes at idle', 'power is down and the exhaust smells of fuel', 'The injector is disabled and power is reduced.'],
    ['fuel injector cylinder 2', 'solenoid', 'engine', 'engine', 'in the intake manifold at cylinder 2', 'the engine misfires under load', 'idle is rough and the truck smells of fuel', 'The injector is disabled and power is reduced.'],
    ['manifold absolute pressure sensor', 'sensor', 'engine', 'engine', 'on the intake manifold', 'the engine bogs down when lifting a load', 'black smoke and poor fuel economy', 'Fuelling is set from a fixed table; power is reduced.'],
    ['oxygen sensor heater', 'solenoid', 'engine', 'engine', 'in the exhaust pipe before the catalyst', 'the check engine light is on and fuel use is up', 'the engine runs rich after a cold start', 'Closed-loop fuel control is disabled.'],
    ['glow plug relay', 'solenoid', 'engine', 'engine', 'on the relay box beside the engine', 'the diesel engine is hard to start in the cold', 'white smoke at start-up', 'Cold-start assistance is disabled.'],
    ['pump motor temperature sensor', 'temp-sensor', 'electric', 'pump', 'in the pump motor windings', 'the pump slows down during long lifting cycles', 'hydraulic speed drops although the oil is cool', 'Pump motor current is reduced.'],
    ['traction motor temperature sensor', 'temp-sensor', 'electric', 'traction', 'in the traction motor windings', 'the truck slows down on long runs', 'maximum speed drops after an hour of ramp work', 'Traction current is reduced until the motor cools.'],
  ]),
  ...system('brakes', [
    ['parking brake switch', 'switch', 'all', 'vehicle', 'on the parking brake lever or pedal', 'the truck will not drive although the parking brake is released', 'the parking brake warning stays on while driving', 'Travel is disabled until the switch agrees with the brake state.'],
    ['electromagnetic brake coil', 'solenoid', 'electric', 'traction', 'on the traction motor end shield', 'the truck drags and the brake squeals while driving', 'the truck does not hold on a ramp when parked', 'The brake is applied and travel is disabled.'],
    ['brake fluid level switch', 'level', 'all', 'vehicle', 'on the brake master cylinder reservoir', 'the brake warning light is on and the pedal feels soft', 'the pedal sinks slowly when held', 'A warning is shown and speed is limited to 6 km/h.'],
    ['service brake pedal switch', 'switch', 'all', 'traction', 'on the brake pedal bracket', 'the truck does not regenerate when braking', 'the brake lights stay on', 'Regenerative braking is disabled.'],
    ['brake pressure sensor', 'sensor', 'engine', 'vehicle', 'in the wet brake circuit', 'the brakes feel hard and stopping distance is long', 'the brake warning comes on when the brakes are applied hard', 'Speed is limited to 6 km/h.'],
  ]),
  ...system('steering', [
    ['steer angle sensor', 'sensor', 'all', 'steering', 'on the steer axle king pin', 'the truck slows right down in every turn', 'the steering indicator on the display points the wrong way', 'Travel speed in turns is limited to creep speed.'],
    ['EPS motor', 'motor', 'electric', 'steering', 'on the steering column gearbox', 'the steering wheel is heavy or does not turn the wheels', 'steering assistance comes and goes', 'Steering assistance is removed; the truck is stopped.'],
    ['steering pressure switch', 'switch', 'engine', 'vehicle', 'on the orbitrol priority valve', 'the steering goes heavy at idle', 'the steering groans at full lock', 'A warning is shown; engine idle is raised.'],
    ['steering wheel encoder', 'sensor', 'electric', 'steering', 'under the steering wheel hub', 'the truck wanders and the wheel turns without the truck steering', 'steering response lags behind the wheel', 'Travel speed is limited and steering gain is reduced.'],
  ]),
  ...system('mast', [
    ['mast height sensor', 'sensor', 'all', 'pump', 'on the mast upright with a cable reel', 'the height preselector stops at the wrong rack level', 'the travel speed stays limited with the forks lowered', 'Travel speed is limited as if the forks were raised.'],
    ['tilt angle sensor', 'sensor', 'all', 'pump', 'on the tilt cylinder pin', 'the fork levelling button does not stop at level', 'forward tilt is blocked at height', 'Forward tilt is disabled above 2 m.'],
    ['lift cut-off limit switch', 'switch', 'all', 'pump', 'at the top of the inner mast', 'lift stops well below the top of the mast', 'the forks bump into the upper stop', 'Lift is stopped at the free-lift height.'],
    ['load weight sensor', 'sensor', 'all', 'pump', 'on the lift cylinder base', 'the overload warning comes on with a light pallet', 'the load weight shown is far from the real load', 'Lift above 1 m is disabled while the reading is implausible.'],
    ['free-lift reed switch', 'switch', 'all', 'pump', 'on the free-lift cylinder', 'the travel speed drops when the forks pass knee height', 'the height indicator resets mid-lift', 'Travel speed is limited.'],
    ['reach carriage position sensor', 'sensor', 'electric', 'pump', 'on the reach carriage guide', 'the reach carriage stops short of the end position', 'reach and retract are jerky', 'Reach and retract are limited to slow speed.'],
  ]),
  ...system('operator-presence', [
    ['seat switch', 'switch', 'all', 'vehicle', 'under the seat cushion', 'the truck stops driving when the operator leans forward', 'the truck will not drive although the operator is seated', 'Travel and hydraulic functions are disabled after 2 s without an operator.'],
    ['seat belt switch', 'switch', 'all', 'vehicle', 'in the seat belt buckle', 'the seat belt warning stays on with the belt fastened', 'travel is limited until the belt is unbuckled and buckled again', 'Travel speed is limited to 4 km/h.'],
    ['operator presence pedal', 'switch', 'electric', 'vehicle', 'on the stand-on platform floor', 'the truck stops when the operator shifts their weight', 'the truck will not move although the operator stands on the pedal', 'Travel and hydraulics are disabled and the brake is applied.'],
    ['cab door interlock', 'switch', 'all', 'vehicle', 'on the cab door latch', 'the truck will not drive with the door shut', 'the door warning chimes while driving', 'Travel speed is limited to 4 km/h.'],
    ['tiller head switch', 'switch', 'electric', 'traction', 'in the tiller arm pivot', 'the pallet truck brakes while the tiller is in the drive zone', 'the truck drives with the tiller upright', 'Travel is disabled and the brake is applied.'],
  ]),
  ...system('battery', [
    ['battery voltage', 'supply', 'electric', 'traction', 'at the battery connector on the main cable', 'the truck cuts out at the end of the shift although the gauge shows charge left', 'the display shows a flashing battery symbol right after charging', 'Lift is disabled and travel speed is limited (discharge protection).'],
    ['battery temperature sensor', 'temp-sensor', 'electric', 'bms', 'in the battery tray between cells', 'the truck limits speed on hot days', 'charging stops early with a temperature warning', 'Charge and discharge current are limited.'],
    ['battery connector', 'switch', 'electric', 'traction', 'at the front of the battery compartment', 'the truck loses power over bumps', 'the connector housing is discoloured and warm', 'The controllers shut down in a controlled stop.'],
    ['charger interlock', 'switch', 'electric', 'vehicle', 'in the on-board charger inlet', 'the truck will not drive after charging', 'the truck drives with the charger still plugged in', 'Travel is disabled while the charger is connected.'],
    ['battery management system', 'module', 'electric', 'bms', 'on top of the lithium-ion battery', 'the state of charge jumps from 60 % to 10 %', 'the truck stops with a battery fault after a fast charge', 'Discharge current is limited; the truck may stop.'],
    ['battery cell balance', 'level', 'electric', 'bms', 'inside the lithium-ion battery', 'the truck runs noticeably shorter between charges', 'charging takes much longer than usual', 'Charge current is limited until the cells are balanced.'],
  ]),
  ...system('can-network', [
    ['traction controller CAN link', 'module', 'electric', 'vehicle', 'on the CAN bus between the vehicle controller and the traction controller', 'the truck stops and the display shows dashes for speed', 'the truck drives normally but no faults are logged', 'Travel is disabled.'],
    ['pump controller CAN link', 'module', 'electric', 'vehicle', 'on the CAN bus between the vehicle controller and the pump controller', 'lift and tilt stop while the truck still drives', 'the hydraulics work only at slow speed', 'Hydraulic functions are disabled.'],
    ['display CAN link', 'module', 'all', 'display', 'on the CAN bus at the dash display', 'the display freezes but the truck still drives', 'the hour meter stops counting', 'Settings cannot be changed; the truck runs with the last settings.'],
    ['engine ECU CAN link', 'module', 'engine', 'vehicle', 'on the CAN bus between the engine ECU and the vehicle controller', 'the engine runs but the truck will not drive or lift', 'engine speed stays at idle whatever the pedal does', 'The engine is held at idle and travel is disabled.'],
    ['steering controller CAN link', 'module', 'all', 'vehicle', 'on the CAN bus at the steering controller', 'the truck stops and steering goes heavy', 'speed is limited in every turn', 'The truck is stopped and steering assistance is removed.'],
  ]),
];
